import { describe, expect, it } from 'vitest';
import { allProducts, categories, productLists } from '../../src/content/catalog';
import { loadProduct } from '../../src/content/products';

/** SPEC section 3, "Product list item": names in id order, verbatim. */
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

describe('the four product lists match SPEC section 3', () => {
  it('has the lists in order with their headings and routes', () => {
    expect(productLists.map((l) => [l.heading, l.path])).toEqual([
      ['Cytology', '/catalog1'],
      ['Histopathology', '/catalog2'],
      ['Bacteriology', '/catalog3'],
      ['Laboratory Supplies', '/catalog4'],
    ]);
  });

  it('counts 17, 10, 6 and 4 products', () => {
    expect(productLists.map((l) => l.items.length)).toEqual([17, 10, 6, 4]);
    expect(allProducts).toHaveLength(37);
  });

  for (const list of productLists) {
    it(`${list.heading}: names and ids in order`, () => {
      expect(list.items.map((i) => i.name)).toEqual(specLists[list.key]);
      expect(list.items.map((i) => i.id)).toEqual(list.items.map((_, n) => `${prefixes[list.key]}${n + 1}`));
    });
  }

  it('pages only the cytology list, by 9', () => {
    expect(productLists.map((l) => l.pageSize)).toEqual([9, null, null, null]);
  });

  it('gives every card a real description', () => {
    for (const { item } of allProducts) {
      expect(item.description, item.id).not.toMatch(/TODO/);
      expect(item.description.length, item.id).toBeGreaterThan(40);
    }
  });

  it('has a content module per product whose name and list match its card', async () => {
    for (const { item, list } of allProducts) {
      const product = (await loadProduct[item.id]()).default;
      expect(product.id).toBe(item.id);
      expect(product.name).toBe(item.name);
      expect(product.list).toBe(list.key);
      expect(product.summary[0].length).toBeGreaterThan(40);
      expect(product.metaDescription.length).toBeGreaterThanOrEqual(70);
      expect(product.metaDescription.length).toBeLessThanOrEqual(170);
    }
  });
});

describe('the 21 catalogue categories', () => {
  it('are numbered 1 to 21 with the SPEC names', () => {
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
