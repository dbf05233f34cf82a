import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** Disposable Blades: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Single-use microtome blades, low and high profile',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of a disposable blade clamped in a microtome knife holder, with spare low- and high-profile blades',
  ],
  summary: [
    'Single-use microtome blades in low-profile and high-profile versions. They fit many types of microtome used in pathology and research labs.',
    'The blades are made of plasma-treated stainless steel with a hardness of up to 1100 HV, so they cut sharply and last.',
  ],
  keyFigures: [{ ...en.figure(v.hardness), label: 'Hardness, up to' }],
  sections: [
    {
      heading: 'Blade properties',
      features: [
        { name: 'Profiles', text: 'Available as low-profile and high-profile blades.' },
        { name: 'Compatibility', text: 'Suit many microtomes in pathology and research labs.' },
        { name: 'Material', text: 'Plasma-treated stainless steel.' },
        { name: 'Hardness', text: 'Up to 1100 HV for a sharp, durable edge.' },
      ],
    },
  ],
  specTables: [{ caption: 'Specifications', rows: [['Hardness', `Up to ${en.write(v.hardness)}`]] }],
  metaDescription:
    'Disposable microtome blades in low and high profile, made of plasma-treated stainless steel with hardness up to 1100 HV, for pathology and research labs.',
};

export default page;
