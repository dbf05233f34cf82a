import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** ROLLER Family Instruments: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Compact ESR analysers for small laboratories',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: ['Illustration of ROLLER latex controls at three levels beside a rack of blood tubes'],
  manufacturer: facts.manufacturer,
  summary: [
    'The ROLLER family are compact Alifax analysers for the erythrocyte sedimentation rate (ESR), aimed at small laboratories. They support automatic and manual sampling and accept low-volume samples and uncapped tubes.',
    'Contact us for the current models and their specifications.',
  ],
  keyFigures: [
    { value: 'Automatic and manual', label: 'Sampling' },
    { value: en.write(v.latexControlLevels), unit: 'levels', label: 'Latex control' },
  ],
  sections: [
    {
      heading: 'ROLLER analysers',
      features: [
        { name: 'Compact', text: 'Sized for small laboratories.' },
        { name: 'Sampling', text: 'Both automatic and manual sampling.' },
        { name: 'Sample types', text: 'Handles low-volume samples and uncapped tubes.' },
      ],
    },
    {
      heading: 'Latex technology',
      features: [
        {
          name: 'Three-level latex control',
          text: 'Ready-to-use turbidimetric standards designed for Alifax ESR analysers. They give statistical internal quality control that helps with laboratory certification.',
        },
        {
          name: 'External Quality Evaluation kit',
          text: 'Covers all Alifax ESR analysers and is used in third-party international programmes: CAP, LABQUALITY, NEQAS, ONEWORLD ACCURACY and API.',
        },
      ],
    },
  ],
  specTables: [
    { caption: 'Specifications', rows: [['Latex control levels', en.write(v.latexControlLevels)]] },
  ],
  metaDescription:
    'ROLLER Family Instruments: compact Alifax ESR analysers for small labs, with automatic and manual sampling for low-volume samples and uncapped tubes.',
};

export default page;
