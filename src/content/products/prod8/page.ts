import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** LTS-E100-FECES: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Automated stool analysis and processing system',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of an LTS-E100-FECES sample cup beside a machine-made smear, with a magnifier showing the microscopy field',
  ],
  summary: [
    'LTS-E100-FECES automates routine stool examination, covering both physical and chemical tests.',
    'It loads 40 specimens per run, accepts STAT samples and processes 50 tests per hour. Several patented techniques handle detection and sample processing automatically.',
  ],
  keyFigures: [
    { value: en.write(v.specimens), unit: 'specimens', label: 'Per run' },
    { value: en.write(v.throughput), unit: 'tests/hour', label: 'Throughput' },
  ],
  sections: [
    {
      heading: 'Features',
      features: [
        {
          name: 'Patented techniques',
          text: 'Several patents cover its fully automatic detection and handling.',
        },
        {
          name: 'Simulated manual smear',
          text: 'Reproduces a hand-made microscopy smear so that depth of field is kept.',
        },
        {
          name: 'Capacity',
          text: '40 specimens per run and 50 tests per hour, with STAT (emergency) testing.',
        },
        { name: 'Combined testing', text: 'The 3 test types run together or in any combination.' },
      ],
    },
    {
      heading: 'Test items',
      features: [
        { name: 'Physical tests', text: 'Routine stool examination, including colour and consistency.' },
        {
          name: 'Chemical tests',
          text: 'Faecal occult blood (FOB), H. pylori, rotavirus, adenovirus, and rotavirus/adenovirus combined (2-in-1).',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Specimens per run', en.write(v.specimens)],
        ['Throughput', `${en.write(v.throughput)} tests/hour`],
      ],
    },
  ],
  metaDescription:
    'LTS-E100-FECES stool analyser: automated physical and chemical tests (FOB, H. pylori, rotavirus, adenovirus), 40 specimens per run and 50 tests per hour.',
};

export default page;
