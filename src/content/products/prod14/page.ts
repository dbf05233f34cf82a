import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** LTS-T2000: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Fully automatic specific protein analysis system',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of LTS-T2000 specimen positions: a rack of serum tubes with one tube lifted out',
  ],
  summary: [
    'LTS-T2000 measures specific proteins by nephelometry, fully automatically, in serum, blood, plasma, urine and similar samples.',
    'It runs 120 tests per hour in real time, with 30 specimen positions, 20 reagent positions and STAT testing. Reagent data and calibration load automatically, and the cuvettes clean themselves.',
  ],
  keyFigures: [
    { value: en.write(v.throughput), unit: 'tests/hour', label: 'Throughput' },
    { value: en.write(v.specimenPositions), unit: 'positions', label: 'For specimens, STAT included' },
    { value: en.write(v.reagentPositions), unit: 'positions', label: 'For reagents: tests combined freely' },
  ],
  sections: [
    {
      heading: 'Features',
      features: [
        { name: 'Full automation', text: 'Specific proteins are measured by automatic nephelometry.' },
        { name: 'Accuracy and stability', text: 'High accuracy and very stable operation.' },
        { name: 'Specimen positions', text: '30 specimen positions, with STAT testing available.' },
        { name: 'Throughput', text: 'Real-time detection at 120 tests per hour.' },
        { name: 'Reagent positions', text: '20 reagent positions, so tests can be combined freely.' },
        {
          name: 'Automatic reagent data and calibration',
          text: 'The instrument loads reagent information and calibration itself.',
        },
        {
          name: 'Cuvette self-cleaning',
          text: 'Cuvettes are cleaned automatically to avoid cross-contamination.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Throughput', `${en.write(v.throughput)} tests/hour`],
        ['Specimen positions', en.write(v.specimenPositions)],
        ['Reagent positions', en.write(v.reagentPositions)],
      ],
    },
  ],
  metaDescription:
    'LTS-T2000 specific protein analysis system: automatic nephelometry at 120 tests per hour, 30 specimen and 20 reagent positions, STAT testing.',
};

export default page;
