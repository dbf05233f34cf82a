import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** LTS-V800: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Vaginal secretion analyser',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of the LTS-V800 result screen with a microscope image of cells beside an ecosystem bar chart, sample tubes in front',
  ],
  summary: [
    'LTS-V800 analyses vaginal secretion samples. It gives a full picture of the vaginal ecosystem and helps clinicians tell the different types of vaginitis apart.',
    'Microscopy and chemical tests run in the same instrument, with 40 specimens per run and a complete batch in under 60 minutes.',
  ],
  keyFigures: [
    { value: en.write(v.specimens), unit: 'specimens', label: 'Per run' },
    { value: `< ${en.write(v.batchTime)}`, unit: 'minutes', label: 'Time per batch' },
  ],
  sections: [
    {
      heading: 'Features',
      features: [
        { name: '2-in-1 examination', text: 'Microscopy and chemical testing in one unit.' },
        { name: 'Ecosystem evaluation', text: 'A comprehensive assessment of the vaginal ecosystem.' },
        { name: 'Fully automatic detection', text: 'Automatic detection takes the place of manual work.' },
        {
          name: 'Batch capacity',
          text: '40 specimens per run, with the whole batch finished in under 60 minutes.',
        },
        {
          name: 'Flexible test combinations',
          text: 'Run single tests, a five-test or a six-test panel.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Specimens per run', en.write(v.specimens)],
        ['Batch time', `Less than ${en.write(v.batchTime)} minutes`],
      ],
    },
  ],
  metaDescription:
    'LTS-V800 vaginal secretion analyser: microscopy and chemical tests in one unit, 40 specimens per run in under 60 minutes, single or combined test panels.',
};

export default page;
