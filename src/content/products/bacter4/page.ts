import type { ProductPage } from '../../types';
import { en } from '../../../i18n/numbers';
import facts from './facts';

const { values: v } = facts;

/** SIDECAR: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Automated plate streaker for a walk-away culture workflow',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of SIDECAR output: a culture plate streaked in quadrants with growing colonies, a second plate and a magnifier showing the bacteria',
  ],
  summary: [
    'SIDECAR turns rapid bacterial culture into a fully walk-away process. It streaks liquid samples onto plates automatically.',
    'The set-up has two units: the ALFRED 60/AST analyser and the Sidecar streaker. Streaked plates stay in the built-in incubator at 37°C for as long as the analysis requires.',
  ],
  keyFigures: [
    { value: en.write(v.plateStorage), unit: 'Petri dishes', label: 'Plate storage' },
    { value: `Up to ${en.write(v.media)}`, unit: 'media', label: 'Different media on board' },
    { ...en.figure(v.incubation), label: 'Built-in incubator' },
  ],
  sections: [
    {
      heading: 'The system',
      features: [
        {
          name: 'Two-unit configuration',
          text: 'The ALFRED 60/AST analyser and the Sidecar streaker work together as one system.',
        },
        { name: 'Plate storage', text: 'Room for 240 Petri dishes.' },
        { name: 'Media', text: 'Handles up to 12 different media.' },
        {
          name: 'On-board incubation',
          text: 'Plates are incubated at 37°C in the built-in incubator for the full time the analysis needs.',
        },
      ],
    },
    {
      heading: 'Real-time bacterial growth curve',
      features: [{ name: 'Live growth curve', text: 'Bacterial growth can be followed in real time.' }],
    },
    {
      heading: 'Analytical specificity',
      features: [
        {
          name: 'Incubation with mixing',
          text: 'Samples are held at 37°C and mixed continuously, which prevents sedimentation, flotation and the growth anomalies seen with several microorganisms.',
        },
        {
          name: 'Blank reading first',
          text: 'The first reading serves as a blank. It cancels any signal from salts, erythrocytes, leucocytes, epithelial cells and dead bacteria.',
        },
      ],
    },
    {
      heading: 'Sensitivity',
      features: [
        {
          name: 'Adjustable cut-off',
          text: 'The system can be tailored, with the cut-off set to what the laboratory needs.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Specifications',
      rows: [
        ['Petri dish storage', en.write(v.plateStorage)],
        ['Different media', `Up to ${en.write(v.media)}`],
        ['Incubation temperature', en.write(v.incubation)],
      ],
    },
  ],
  metaDescription:
    'SIDECAR streaks liquid samples onto plates for walk-away bacterial culture. Holds 240 Petri dishes with as many as 12 media, and incubates at 37°C.',
};

export default page;
