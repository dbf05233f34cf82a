import { describe, expect, it } from 'vitest';
import { categories } from '../../src/content/screens/catalog';
import { loadCardText, loadCatalogue, loadPage } from '../fixtures/catalogue';

/** The specification's product lists: names in id order, verbatim. */
const specLists = {
  cytology: [
    'Cell Expert',
    'Liquid-Based Cytological Reagent',
    'IDC-20',
    'Paint Cell',
    'IDC Shaker',
    'LTS-V800',
    'LTS-V400',
    'LTS-E100-FECES',
    'LTS-YJ1000',
    'LT-YJ2000',
    'LTS-3000A',
    'LTS-3000B',
    'LTS-T1000',
    'LTS-T2000',
    'LTS-IF80',
    'Microbial ID & AST Analysis System',
    'Fecal Occult Blood Test Kit (Hb/Tf)',
  ],
  histopathology: [
    'C100 Cassette Printer',
    'S200 Slide Printer',
    'HP300 Tissue Processor',
    'HP300 Plus Tissue Processor',
    'MT1 microtome',
    '6250 Cryostat',
    'DP360 & CS500 workstation',
    'Embedding cassettes',
    'Microscope Slides',
    'Disposable Blades',
  ],
  bacteriology: ['I-dOne', 'HB&L UROQUATTRO', 'ALFRED 60/AST', 'SIDECAR', 'BIOMIC V3', 'TRINITY V3'],
  laboratorySupplies: [
    'Molecular Mouse',
    'TEST1 2.0',
    '3S Safe Sampling Systems',
    'ROLLER Family Instruments',
  ],
} as const;

const prefixes = {
  cytology: 'prod',
  histopathology: 'hist',
  bacteriology: 'bacter',
  laboratorySupplies: 'lab',
};

const catalogue = await loadCatalogue();

/** The one place that pins the specification's lists; the other tests check invariants over any products. */
describe('the four product lists match the specification', () => {
  it('has the lists in order with their headings and routes', () => {
    expect(catalogue.map((l) => [l.heading, l.path])).toEqual([
      ['Cytology', '/catalog1'],
      ['Histopathology', '/catalog2'],
      ['Bacteriology', '/catalog3'],
      ['Laboratory Supplies', '/catalog4'],
    ]);
  });

  for (const list of catalogue) {
    it(`${list.heading}: names and ids in order`, () => {
      expect(list.cards.map((c) => c.name)).toEqual(specLists[list.key]);
      expect(list.cards.map((c) => c.id)).toEqual(
        specLists[list.key].map((_, n) => `${prefixes[list.key]}${n + 1}`),
      );
    });
  }

  it('pages only the cytology list, by 9', () => {
    expect(catalogue.map((l) => l.pageSize)).toEqual([9, null, null, null]);
  });
});

describe('every product module', () => {
  const products = catalogue.flatMap((list) => list.cards.map((card) => ({ card, list })));

  it('has a card text of real words and an alt text per picture', async () => {
    for (const { card } of products) {
      const text = await loadCardText(card.id);
      expect(text, card.id).not.toMatch(/TODO/);
      expect(text.length, card.id).toBeGreaterThan(40);
      expect(card.pictureAlt.length, card.id).toBeGreaterThan(20);
    }
  });

  it('has a page with a summary and a meta description of search-result length', async () => {
    for (const { card } of products) {
      const page = await loadPage(card.id);
      expect(page.summary[0].length, card.id).toBeGreaterThan(40);
      expect(page.metaDescription.length, card.id).toBeGreaterThanOrEqual(70);
      expect(page.metaDescription.length, card.id).toBeLessThanOrEqual(170);
    }
  });
});

describe('the 21 catalogue categories', () => {
  it('are numbered 1 to 21 with the names of the specification', () => {
    expect(categories.map((c) => c.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(categories.slice(0, 4).map((c) => c.name)).toEqual([
      'Cytology',
      'Histopathology',
      'Bacteriology',
      'Laboratory Supplies',
    ]);
    expect(new Set(categories.slice(4).map((c) => c.name))).toEqual(
      new Set([
        'Anesthesiology and Intensive Care Medicine',
        'Gastroenterology Diagnostics Rehabilitation',
        'Cellular Technologies',
        'Radiodiagnostics',
        'Medical Furniture',
        'Ophthalmology-Otorhinolaryngology',
        'consumables for anesthesiology and intensive care',
        'General Hospital Consumables',
        'Blood Service and Transfusiology',
        'Sterilization Disinfection and Utilization',
        'Blood Conservation Technologies',
        'Obstetrics gynecology and neonatology',
        'Traumatology and Orthopedics',
        'Urology and Proctology',
        'Surgery',
        'Endoscopy',
        'Afferent Methods',
      ]),
    );
  });

  it('link 1 to 4 to their lists and leave 5 to 21 to the dialog', () => {
    expect(categories.map((c) => c.path)).toEqual([
      '/catalog1',
      '/catalog2',
      '/catalog3',
      '/catalog4',
      ...Array<null>(17).fill(null),
    ]);
    for (const c of categories) expect(c.description.length).toBeGreaterThan(30);
  });
});
