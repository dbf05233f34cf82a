import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** LTS-IF80: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Immunofluorescence quantitative analyser',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of LTS-IF80 fluorescence test cards with a sample well, a reading strip and a QC code',
  ],
  summary: [
    'LTS-IF80 uses time-resolved fluorescence immunoassay to quantify specific proteins in serum, plasma, whole blood, urine and other body fluids.',
    'It dilutes the specimen, incubates and prints the result automatically. The analyser has 20 channels, loads reagent data and calibration without a card, connects to the LIS and stores up to 600 results.',
  ],
  keyFigures: [
    { value: en.write(v.channels), unit: 'channels', label: 'Test channels, in any combination' },
    { value: en.write(v.resultStorage), unit: 'results', label: 'Stored, up to' },
  ],
  sections: [
    {
      heading: 'Features',
      features: [
        { name: 'Full automation', text: 'Dilutes the specimen, incubates and prints the results.' },
        {
          name: 'Card-free calibration',
          text: 'Reagent information and calibration load automatically, with no card to insert.',
        },
        { name: 'Broad test menu', text: 'Cardiac, kidney, infection and other parameters.' },
        { name: '20 channels', text: 'Test parameters can be combined at random.' },
        { name: 'QC code on reagents', text: 'The code carries test-specific and lot-specific data.' },
        {
          name: 'LIS connection and storage',
          text: 'Links to the laboratory information system and keeps up to 600 results.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Channels', en.write(v.channels)],
        ['Result storage', `Up to ${en.write(v.resultStorage)} results`],
      ],
    },
  ],
  metaDescription:
    'LTS-IF80 immunofluorescence quantitative analyser: time-resolved fluorescence, 20 channels, card-free calibration, LIS connection and storage for 600 results.',
};

export default page;
