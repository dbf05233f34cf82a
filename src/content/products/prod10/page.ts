import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** LT-YJ2000: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Liquid-based cytology smear processor',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of an LT-YJ2000 membrane filter tube beside the finished slide, with a magnifier showing the cells transferred from the membrane',
  ],
  summary: [
    'LT-YJ2000 prepares liquid-based cytology smears by membrane filtration, which collects diagnostic material efficiently.',
    'Processing is automatic and takes 2.5 minutes per specimen. The operator can choose between six modes, and a patented mechanism discharges the membrane tube.',
  ],
  keyFigures: [
    { value: en.write(v.processingTime), unit: 'minutes', label: 'Per specimen' },
    { value: en.write(v.modes), unit: 'modes', label: 'Selectable' },
  ],
  sections: [
    {
      heading: 'Features',
      features: [
        {
          name: 'Automatic membrane tube discharge',
          text: 'A patented design ejects the membrane tube without manual handling.',
        },
        { name: 'Six modes', text: 'Multi-point control with any of six modes selectable.' },
        { name: 'Automatic operation', text: '2.5 minutes per specimen.' },
        { name: 'Membrane filtration', text: 'Collects diagnostic material efficiently.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [['Processing time', `${en.write(v.processingTime)} minutes per specimen`]],
    },
  ],
  metaDescription:
    'LT-YJ2000 liquid-based cytology smear processor: membrane filtration, six selectable modes, automatic membrane tube discharge and 2.5 minutes per specimen.',
};

export default page;
