import type { ProductPage } from '../../types';

/** Fecal Occult Blood Test Kit (Hb/Tf): what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Colloidal gold rapid test for haemoglobin and transferrin in stool',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of Fecal Occult Blood Test Kit (Hb/Tf) cassettes: sample well and result window with two test lines and a control line',
  ],
  summary: [
    'A qualitative rapid test that detects trace amounts of haemoglobin (Hb) and transferrin (Tf) in stool samples, using colloidal gold.',
    'Testing for both markers at once supports the early detection of small bleeds in the digestive tract.',
  ],
  keyFigures: [{ value: '2-in-1', label: 'Hb and Tf in one test' }],
  sections: [
    {
      heading: 'Test principle',
      features: [
        { name: 'Double-antibody sandwich immunochromatography' },
        { name: 'Colloidal gold technology' },
        { name: 'Two markers in one test', text: 'Hb and Tf are detected together (2-in-1).' },
      ],
    },
  ],
  specTables: [],
  metaDescription:
    'Fecal occult blood test kit (Hb/Tf): qualitative colloidal gold rapid test for haemoglobin and transferrin in stool, for early detection of digestive bleeding.',
};

export default page;
