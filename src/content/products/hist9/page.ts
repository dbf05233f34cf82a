import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { articles: a, values: v } = facts;

/** Microscope Slides: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'HistoFlo™ slides for laser printers and coverslippers',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of a microscope slide with a printed painted end and a stained tissue section, with a magnifier showing the cells',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'HistoFlo™ microscope slides are made for laser slide printers and automated coverslippers. They come in a general version and an adhesion version for strong tissue adherence.',
    'A painted Dakewe logo pattern at the far end helps the slides feed smoothly through printers. The painted end resists common lab chemicals and suits all usual sterilisation methods.',
  ],
  keyFigures: [
    { ...en.figure(v.size), label: 'Slide size (W × L)' },
    { ...en.figure(v.thickness), label: 'Approximate thickness' },
    { value: en.write(v.box), unit: 'slides', label: 'Per box' },
    { value: en.write(v.edgeAngle), label: 'Ground edges, cut corners' },
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
        ['Cat. No.', a.general, a.adhesion],
        ['Coating', 'General', 'Strong tissue adherence'],
        ['Dimensions (W × L)', en.write(v.size), en.write(v.size)],
        ['Thickness', `Approx. ${en.write(v.thickness)}`, `Approx. ${en.write(v.thickness)}`],
        ['Edge', `Ground ${en.write(v.edgeAngle)}`, `Ground ${en.write(v.edgeAngle)}`],
        ['Corner', 'Cut corner', 'Cut corner'],
        ['Pack size', `${en.write(v.box)} slides/box`, `${en.write(v.box)} slides/box`],
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
        catNo: a.general,
        use: 'General coating for routine slide work',
      },
      {
        name: 'Dakewe HistoFlo™ adhesion microscope slides',
        catNo: a.adhesion,
        use: 'Coated for strong tissue adherence',
      },
    ],
  },
  metaDescription:
    'HistoFlo™ microscope slides for laser printers and coverslippers: 25 × 75 mm, about 1.0 mm thick, 50 per box, in general and adhesion-coated versions.',
};

export default page;
