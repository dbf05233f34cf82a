import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** LTS-3000A: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Liquid-based cytology slide processor',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of LTS-3000A staining reagents in three bottles beside a rack of freshly stained slides',
  ],
  summary: [
    'LTS-3000A prepares and stains smears from human cell specimens in a single instrument.',
    'It processes 30 specimens per hour. Density-gradient centrifugation, natural sedimentation and charge capture separate the diagnostic cells from background material.',
  ],
  keyFigures: [{ value: en.write(v.throughput), unit: 'specimens/hour', label: 'Batch throughput' }],
  sections: [
    {
      heading: 'Features',
      features: [
        {
          name: 'All-in-one',
          text: 'Centrifugation, cell transfer, sedimentation, smear preparation and staining take place in one unit.',
        },
        { name: 'Batch throughput', text: '30 specimens per hour.' },
        {
          name: 'Separation principle',
          text: 'Combines density-gradient centrifugation, natural sedimentation and charge capture.',
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
    'LTS-3000A liquid-based cytology slide processor: centrifugation, sedimentation, smear preparation and staining in one unit, at 30 specimens per hour.',
};

export default page;
