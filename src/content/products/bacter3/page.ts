import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** ALFRED 60/AST: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Fully automated system for rapid culture and antimicrobial susceptibility testing',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of ALFRED 60/AST culture vials in a rack, ready for incubation and susceptibility testing',
  ],
  summary: [
    'ALFRED 60/AST is a fully automated instrument run with its own dedicated reagents. It grows bacteria quickly, measures leftover antimicrobial activity in a sample (RAA), tests clinical isolates for antibiotic susceptibility (AST) and screens phenotypically for multi-drug-resistant organisms (MDRO).',
    'Results come within a few hours, and sensitivity and specificity are high.',
  ],
  keyFigures: [{ ...en.figure(v.incubation), label: 'Incubation with continuous mixing' }],
  sections: [
    {
      heading: 'Applications',
      features: [
        { name: 'Rapid bacterial culture' },
        { name: 'Residual Antimicrobial Activity (RAA) test' },
        { name: 'Clinical antimicrobial susceptibility testing (AST)' },
        { name: 'Rapid phenotypic MDRO screening' },
        { name: 'Automation', text: 'The instrument runs fully automatically.' },
        {
          name: 'Time to result',
          text: 'Results within a few hours; the method is highly sensitive and specific.',
        },
      ],
    },
    {
      heading: 'Real-time bacterial growth curve',
      features: [
        { name: 'Live growth curve', text: 'Growth is monitored continuously and shown as a live curve.' },
      ],
    },
    {
      heading: 'Analytical specificity',
      features: [
        {
          name: 'Incubation with mixing',
          text: 'Each sample is incubated at 37°C under continuous mixing. This stops the sedimentation, flotation and growth anomalies that affect several microorganisms.',
        },
        {
          name: 'Blank reading first',
          text: 'An initial blank reading removes the contribution of salts, erythrocytes, leucocytes, epithelial cells and dead bacteria, so the signal that remains comes from growing bacteria.',
        },
      ],
    },
    {
      heading: 'Sensitivity',
      features: [
        {
          name: 'Adjustable cut-off',
          text: 'The cut-off can be customised to the requirements of each laboratory.',
        },
      ],
    },
  ],
  specTables: [{ caption: 'Specifications', rows: [['Incubation temperature', en.write(v.incubation)]] }],
  metaDescription:
    'ALFRED 60/AST automates rapid bacterial culture, RAA testing, clinical AST and MDRO screening, delivering results within a few hours.',
};

export default page;
