import type { ProductPage } from '../../types';

/** Microbial ID & AST Analysis System: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Microbial identification and antimicrobial susceptibility testing',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of a Microbial ID & AST Analysis System panel: a microplate whose wells show growth up to the inhibitory concentration',
  ],
  summary: [
    'A system for clinical microbial identification (ID) and antimicrobial susceptibility testing (AST).',
    'Please contact IVM for specifications and configuration details.',
  ],
  keyFigures: [],
  sections: [
    {
      heading: 'Features',
      intro: 'The system is presented with four improvements:',
      features: [
        { name: 'Detection coverage', text: 'More comprehensive detection.' },
        { name: 'MIC values', text: 'More accurate minimum inhibitory concentration (MIC) values.' },
        { name: 'Diagnostic quality', text: 'More stable diagnostic quality.' },
        { name: 'Analysis', text: 'More powerful analysis.' },
      ],
    },
  ],
  specTables: [],
  metaDescription:
    'Microbial ID & AST analysis system for clinical microbial identification and antimicrobial susceptibility testing (MIC values). Contact IVM for details.',
};

export default page;
