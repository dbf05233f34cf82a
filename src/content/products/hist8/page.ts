import type { CassetteCard, ProductPage } from '../../types';

type Pore = CassetteCard['pore'];
type Opening = CassetteCard['opening'];

/** Embedding cassettes: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'HistoFlo™ POM embedding cassettes for laser printing',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of four embedding cassettes side by side showing the slotted, square, round and mesh pore patterns',
  ],
  manufacturer: 'Dakewe',
  summary: [
    'HistoFlo™ embedding cassettes are tuned for the best print results on Dakewe C100-series cassette printers.',
    'They are moulded from POM plastic, which withstands heat and the usual processing chemicals. Choose slotted, square, round or mesh pores, front or back opening, packed in tubes or as one-piece cassettes on tape.',
  ],
  keyFigures: [
    { value: '90', unit: 'pcs per tube', label: 'Loose packed lids or no lid' },
    { value: '75', unit: 'pcs per tube', label: 'Attached lids' },
    { value: '80', unit: 'pcs per tube', label: 'Mesh, attached lids' },
    { value: '200', unit: 'cassettes per tape', label: 'One-piece cassettes' },
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
          text: 'Made to keep processing efficient and specimens secure.',
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
          { articleNo: '002019', pack: '90 pcs/tube', format: 'tube', lid: 'loose packed lids' },
          { articleNo: '002009', pack: '75 pcs/tube', format: 'tube', lid: 'attached lids' },
        ],
      },
      {
        pore: 'Slotted',
        opening: 'Back open',
        items: [
          { articleNo: '002019', pack: '90 pcs/tube', format: 'tube', lid: 'loose packed lids' },
          { articleNo: '002009', pack: '75 pcs/tube', format: 'tube', lid: 'attached lids' },
        ],
      },
      {
        pore: 'Square',
        opening: 'Front open',
        items: [
          { articleNo: '012019', pack: '90 pcs/tube', format: 'tube', lid: 'loose packed lids' },
          { articleNo: '012009', pack: '75 pcs/tube', format: 'tube', lid: 'attached lids' },
        ],
      },
      {
        pore: 'Slotted',
        opening: 'Front open',
        items: [{ articleNo: '001009', pack: '200 cassettes/tape', format: 'one-piece', lid: null }],
      },
      {
        pore: 'Square',
        opening: 'Front open',
        items: [{ articleNo: '011009', pack: '200 cassettes/tape', format: 'one-piece', lid: null }],
      },
      {
        pore: 'Slotted',
        opening: 'Front open',
        items: [{ articleNo: '031000', pack: '200 cassettes/tape', format: 'one-piece', lid: null }],
      },
      {
        pore: 'Round',
        opening: 'Back open',
        items: [
          { articleNo: '022129', pack: '90 pcs/tube', format: 'tube', lid: 'no lid' },
          { articleNo: '012009', pack: '75 pcs/tube', format: 'tube', lid: 'attached lids' },
        ],
      },
      {
        pore: 'Mesh',
        opening: 'Back open',
        items: [{ articleNo: '032109', pack: '80 pcs/tube', format: 'tube', lid: 'attached lids' }],
      },
    ],
  },
  metaDescription:
    'HistoFlo™ POM embedding cassettes for Dakewe C100 printers: slotted, square, round and mesh pores, in tubes of 75 to 90 pcs or on tapes of 200 cassettes.',
};

export default page;
