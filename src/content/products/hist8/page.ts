import type { CassetteCard, CassetteItem, ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

type Pore = CassetteCard['pore'];
type Opening = CassetteCard['opening'];

const { articles: a, values: v } = facts;

/** The lids of a tube pack, in this page's words. */
const loose = 'loose packed lids';
const attached = 'attached lids';
const none = 'no lid';

/** A pack of cassettes in a tube, in this page's words. */
function tube(articleNo: string, count: number, lid: string): CassetteItem {
  return { articleNo, pack: `${en.write(count)} pcs/tube`, format: 'tube', lid };
}

/** One-piece cassettes on a tape, which have no lid. */
function tape(articleNo: string): CassetteItem {
  return { articleNo, pack: `${en.write(v.tape)} cassettes/tape`, format: 'one-piece', lid: null };
}

/** Embedding cassettes: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'HistoFlo™ POM embedding cassettes for laser printing',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of four embedding cassettes side by side showing the slotted, square, round and mesh pore patterns',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'HistoFlo™ embedding cassettes are tuned for the best print results on Dakewe C100-series cassette printers.',
    'They are moulded from POM plastic, which withstands heat and the usual processing chemicals. Choose slotted, square, round or mesh pores, front or back opening, packed in tubes or as one-piece cassettes on tape.',
  ],
  keyFigures: [
    { value: en.write(v.looseLidsTube), unit: 'pcs per tube', label: 'Loose packed lids or no lid' },
    { value: en.write(v.attachedLidsTube), unit: 'pcs per tube', label: 'Attached lids' },
    { value: en.write(v.meshTube), unit: 'pcs per tube', label: 'Mesh, attached lids' },
    { value: en.write(v.tape), unit: 'cassettes per tape', label: 'One-piece cassettes' },
  ],
  sections: [
    {
      heading: 'Material and compatibility',
      features: [
        {
          name: 'Printer-optimised',
          text: 'Designed to give the best print results on Dakewe C100-series printers.',
        },
        { name: 'POM material', text: 'Withstands heat and common processing chemicals.' },
        {
          name: 'Processing efficiency and specimen safety',
          text: 'Designed so that tissue processes well and specimens stay safe.',
        },
      ],
    },
  ],
  specTables: [],
  variants: {
    kind: 'cassettes',
    /** The words of its cassette tables: this is the only product with cassette types. */
    labels: {
      title: (pore: Pore, opening: Opening) => `${pore} pores, ${opening.toLowerCase()}`,
      poreType: 'Pore type',
      openingType: 'Opening type',
      pore: (pore: Pore): string => pore,
      opening: (opening: Opening): string => opening,
      caption: (pore: Pore, opening: Opening) =>
        `Article numbers for ${pore.toLowerCase()} pore, ${opening.toLowerCase()} cassettes`,
      articleNo: 'Article no.',
      packSize: 'Pack size',
      lidType: 'Lid type',
      noLid: (format: string) => `None (${format})`,
    },
    heading: 'Cassette types and article numbers',
    intro:
      'Each card gives the pore shape, the opening side and, per article number, the pack size, format and lid.',
    cards: [
      {
        pore: 'Slotted',
        opening: 'Front open',
        items: [
          tube(a.slottedLooseLids, v.looseLidsTube, loose),
          tube(a.slottedAttachedLids, v.attachedLidsTube, attached),
        ],
      },
      {
        pore: 'Slotted',
        opening: 'Back open',
        items: [
          tube(a.slottedLooseLids, v.looseLidsTube, loose),
          tube(a.slottedAttachedLids, v.attachedLidsTube, attached),
        ],
      },
      {
        pore: 'Square',
        opening: 'Front open',
        items: [
          tube(a.squareLooseLids, v.looseLidsTube, loose),
          tube(a.squareAttachedLids, v.attachedLidsTube, attached),
        ],
      },
      { pore: 'Slotted', opening: 'Front open', items: [tape(a.slottedTape)] },
      { pore: 'Square', opening: 'Front open', items: [tape(a.squareTape)] },
      { pore: 'Slotted', opening: 'Front open', items: [tape(a.slottedTapeOther)] },
      {
        pore: 'Round',
        opening: 'Back open',
        items: [
          tube(a.roundNoLid, v.looseLidsTube, none),
          tube(a.squareAttachedLids, v.attachedLidsTube, attached),
        ],
      },
      { pore: 'Mesh', opening: 'Back open', items: [tube(a.meshAttachedLids, v.meshTube, attached)] },
    ],
  },
  metaDescription:
    'HistoFlo™ POM embedding cassettes for Dakewe C100 printers: slotted, square, round and mesh pores, in tubes of 75 to 90 pcs or on tapes of 200 cassettes.',
};

export default page;
