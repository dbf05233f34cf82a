import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** HB&L UROQUATTRO: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Compact analyser for rapid bacterial culture and susceptibility testing',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of HB&L UROQUATTRO live growth curves on screen, with culture vials in front',
  ],
  summary: [
    'HB&L UROQUATTRO is a compact analyser used with its own dedicated reagents. With it a laboratory can grow bacteria quickly, check a sample for leftover antimicrobial activity (RAA), test clinical isolates for antibiotic susceptibility (AST) and screen phenotypically for multi-drug-resistant organisms (MDRO).',
    'Results come within a few hours, and sensitivity and specificity are high. Bacterial growth is followed in real time as a growth curve.',
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
        {
          name: 'Time to result',
          text: 'Results within hours; the method is highly sensitive and specific.',
        },
      ],
    },
    {
      heading: 'Flexible software',
      features: [
        {
          name: 'Independent reading positions',
          text: 'Cut-off, protocol, test profile, incubation time and sample type are set separately for each position. Different tests can therefore run side by side.',
        },
      ],
    },
    {
      heading: 'Real-time bacterial growth curve',
      features: [
        {
          name: 'Live growth curve',
          text: 'Bacterial growth is tracked as it happens and plotted as a curve.',
        },
      ],
    },
    {
      heading: 'Analytical specificity',
      features: [
        {
          name: 'Incubation with mixing',
          text: 'Samples are kept at 37°C and mixed without pause. This avoids the sedimentation, flotation and growth anomalies that several microorganisms show otherwise.',
        },
        {
          name: 'Blank reading first',
          text: 'A blank reading at the start cancels the signal from salts, erythrocytes, leucocytes, epithelial cells and dead bacteria.',
        },
      ],
    },
    {
      heading: 'Sensitivity',
      features: [
        {
          name: 'Adjustable cut-off',
          text: 'The system is customisable, and the cut-off is set to match the needs of your laboratory.',
        },
      ],
    },
  ],
  specTables: [{ caption: 'Specifications', rows: [['Incubation temperature', en.write(v.incubation)]] }],
  metaDescription:
    'HB&L UROQUATTRO: compact analyser for rapid bacterial culture, RAA testing, clinical AST and MDRO screening, with results in a few hours.',
};

export default page;
