import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** Paint Cell: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Compact automatic stainer for special stains',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of the Paint Cell tablet workflow in three screens: load the slides, choose the stain protocol, start the run',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'Paint Cell automates the special stains that laboratories otherwise carry out slowly by hand. The instrument needs no more bench space than an A4 sheet.',
    'It is an open system that accepts any stain. Staining programmes are set up and started from a touch-screen tablet, and no maintenance contract is required.',
  ],
  keyFigures: [
    { value: 'A4', label: 'Footprint' },
    { value: en.write(v.steps), unit: 'steps', label: 'Load, choose, start' },
  ],
  sections: [
    {
      heading: 'Design',
      features: [
        {
          name: 'Cost-sized configuration',
          text: 'The number of tanks and slides is chosen to keep the cost low.',
        },
        { name: 'Open system', text: 'Works with any stain.' },
        {
          name: 'No maintenance contract',
          text: 'None is required. The concept is minimalist and free of constraints.',
        },
        { name: 'Touch-screen tablet', text: 'Staining programmes are created and launched from a tablet.' },
        { name: 'A4 footprint', text: 'The instrument takes up the area of an A4 sheet.' },
      ],
    },
    {
      heading: 'Operation in three steps',
      features: [
        { name: 'Load', text: 'Put in the slides and the tanks.' },
        { name: 'Choose', text: 'Select the staining programme.' },
        { name: 'Start', text: "Press the 'Color' button." },
      ],
    },
  ],
  specTables: [{ caption: 'Specifications', rows: [['Footprint', 'A4-sized']] }],
  metaDescription:
    'Paint Cell by iLSA: an A4-sized open stainer that automates manual special stains. Programmes run from a touch-screen tablet, with no maintenance contract.',
};

export default page;
