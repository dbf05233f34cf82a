import type { ProductPage } from '../../types';

/** Microscope Slides: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'HistoFlo™ slides for laser printers and coverslippers',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of a microscope slide with a printed painted end and a stained tissue section, with a magnifier showing the cells',
  ],
  manufacturer: 'Dakewe',
  summary: [
    'HistoFlo™ microscope slides are made for laser slide printers and automated coverslippers. They come in a general version and an adhesion version for strong tissue adherence.',
    'A painted Dakewe logo pattern at the far end helps the slides feed smoothly through printers. The painted end resists common lab chemicals and suits all usual sterilisation methods.',
  ],
  keyFigures: [
    { value: '25 × 75', unit: 'mm', label: 'Slide size (W × L)' },
    { value: '1.0', unit: 'mm', label: 'Approximate thickness' },
    { value: '50', unit: 'slides', label: 'Per box' },
    { value: '45°', label: 'Ground edges, cut corners' },
  ],
  sections: [
    {
      heading: 'Design',
      features: [
        {
          name: 'Printer and coverslipper ready',
          text: 'Made to run through laser slide printers and automated coverslippers.',
        },
        {
          name: 'Painted logo pattern',
          text: 'Printed on the opposite end so slides feed more smoothly through printers.',
        },
        {
          name: 'Resistant painted end',
          text: 'Stands up to common lab chemicals and is compatible with all usual sterilisation methods.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Slide specifications',
      columns: ['', 'Dakewe HistoFlo™ microscope slides', 'Dakewe HistoFlo™ adhesion microscope slides'],
      rows: [
        ['Cat. No.', '7109030A', 'DKWAS001A'],
        ['Coating', 'General', 'Strong tissue adherence'],
        ['Dimensions (W × L)', '25 × 75 mm', '25 × 75 mm'],
        ['Thickness', 'Approx. 1.0 mm', 'Approx. 1.0 mm'],
        ['Edge', 'Ground 45°', 'Ground 45°'],
        ['Corner', 'Cut corner', 'Cut corner'],
        ['Pack size', '50 slides/box', '50 slides/box'],
        ['Color', 'Paint coated, multiple colors', 'Paint coated, multiple colors'],
      ],
    },
  ],
  variants: {
    kind: 'slides',
    heading: 'Two slide types',
    items: [
      {
        name: 'Dakewe HistoFlo™ microscope slides',
        catNo: '7109030A',
        use: 'General coating for routine slide work',
      },
      {
        name: 'Dakewe HistoFlo™ adhesion microscope slides',
        catNo: 'DKWAS001A',
        use: 'Coated for strong tissue adherence',
      },
    ],
  },
  metaDescription:
    'HistoFlo™ microscope slides for laser printers and coverslippers: 25 × 75 mm, about 1.0 mm thick, 50 per box, in general and adhesion-coated versions.',
};

export default page;
