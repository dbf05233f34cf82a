import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** LTS-3000B: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Liquid-based cytology slide processor',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of the LTS-3000B batch screen showing the status of each specimen position, with a finished slide in front',
  ],
  summary: [
    'LTS-3000B makes and stains smears from human cell specimens, handling 24 specimens per hour.',
    'Every step from centrifugation to staining runs inside the one unit. Density-gradient centrifugation, natural sedimentation and charge capture leave a cleaner slide for review.',
  ],
  keyFigures: [{ value: en.write(v.throughput), unit: 'specimens/hour', label: 'Batch throughput' }],
  sections: [
    {
      heading: 'Features',
      features: [
        {
          name: 'All-in-one',
          text: 'One unit covers centrifugation, cell transfer, sedimentation, smear preparation and staining.',
        },
        { name: 'Batch throughput', text: '24 specimens per hour.' },
        {
          name: 'Separation principle',
          text: 'Density-gradient centrifugation, natural sedimentation and charge capture.',
        },
        {
          name: 'Cleaner slides',
          text: 'Non-diagnostic material is removed, leaving a cleaner slide to read.',
        },
      ],
    },
  ],
  specTables: [
    { caption: 'Specifications', rows: [['Throughput', `${en.write(v.throughput)} specimens per hour`]] },
  ],
  metaDescription:
    'LTS-3000B liquid-based cytology slide processor: smear preparation and staining in one unit at 24 specimens per hour, with density-gradient cell separation.',
};

export default page;
