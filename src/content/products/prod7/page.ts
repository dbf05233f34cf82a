import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** LTS-V400: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Vaginitis detection system',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of LTS-V400 test cards with rows of colour-reaction wells read by the colour identification module',
  ],
  summary: [
    'LTS-V400 tests vaginal secretion samples for vaginitis, for screening and to support diagnosis.',
    'Sample addition, incubation and result reading are automatic. The system completes 24 tests in 20 minutes as a batch, or runs 1 to 24 samples on demand.',
  ],
  keyFigures: [
    { value: en.write(v.batchTests), unit: 'tests', label: `Per ${en.write(v.batchTime)}-minute batch` },
    { value: en.write(v.onDemand), unit: 'samples', label: 'On-demand run' },
  ],
  sections: [
    {
      heading: 'Features',
      features: [
        {
          name: 'Automated workflow',
          text: 'Adds the sample, incubates and interprets the result without operator steps.',
        },
        { name: 'Fast batch detection', text: '24 tests every 20 minutes.' },
        {
          name: 'On-demand testing',
          text: 'A real-time mode runs anywhere from 1 to 24 samples whenever they are needed.',
        },
        {
          name: 'Colour identification module',
          text: 'A proprietary module reads colours accurately and reproducibly.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Batch throughput', `${en.write(v.batchTests)} tests in ${en.write(v.batchTime)} minutes`],
        ['On-demand batch size', `${en.write(v.onDemand)} samples`],
      ],
    },
  ],
  metaDescription:
    'LTS-V400 vaginitis detection system: automatic sample addition, incubation and reading, 24 tests per 20 minutes, or 1 to 24 samples on demand in real-time mode.',
};

export default page;
