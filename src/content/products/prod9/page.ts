import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** LTS-YJ1000: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Cytocentrifuge',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of an LTS-YJ1000 sample chamber beside a cytocentrifuged slide, with a magnifier showing the concentrated cells',
  ],
  summary: [
    'LTS-YJ1000 is a cytocentrifuge that prepares smears from human cell specimens for pathology analysis.',
    'It processes 12 specimens in under 5 minutes. Spin time and speed are programmable, and a brushless DC motor with an extra damper keeps runs steady.',
  ],
  keyFigures: [
    { value: en.write(v.specimens), unit: 'specimens', label: 'Processed together' },
    {
      value: `< ${en.write(v.processingTime)}`,
      unit: 'minutes',
      label: `For ${en.write(v.specimens)} specimens`,
    },
  ],
  sections: [
    {
      heading: 'Features',
      features: [
        { name: 'Fast processing', text: '12 specimens in under 5 minutes.' },
        { name: 'Programmable spin', text: 'Time and speed are set to suit the specimen.' },
        { name: 'BLDC motor', text: 'A brushless DC drive gives steady processing.' },
        { name: 'Extra damper', text: 'Keeps the centrifuge stable while it runs.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        [
          'Processing speed',
          `${en.write(v.specimens)} specimens in less than ${en.write(v.processingTime)} minutes`,
        ],
      ],
    },
  ],
  metaDescription:
    'LTS-YJ1000 cytocentrifuge for cytology smears: 12 specimens in under 5 minutes, programmable time and speed, brushless DC motor and an extra damper.',
};

export default page;
