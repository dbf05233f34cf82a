import type { ProductPage } from '../../types';

/** Liquid-Based Cytological Reagent: what its page shows beyond the card (loaded with the page only). */
const page: ProductPage = {
  tagline: 'Reagent for manual liquid-based cytology smears',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Illustration of the Liquid-Based Cytological Reagent at work: a tube with separated layers beside a slide, with a magnifier showing well-spread cells on a clean background',
  ],
  summary: [
    'A reagent for preparing smears by hand from human cell specimens before pathology review.',
    'It separates diagnostic cells from background material, so the finished slide shows more of what the pathologist needs to assess.',
  ],
  keyFigures: [],
  sections: [
    {
      heading: 'Test principle',
      features: [
        {
          name: 'Separation method',
          text: 'Density-gradient centrifugation, natural sedimentation and charge capture work together to separate the cells.',
        },
        {
          name: 'Charged slide capture',
          text: 'Positively charged glass holds on to as many lesion cells as possible.',
        },
        {
          name: 'Cleaner background',
          text: 'Non-diagnostic material is separated out, leaving a cleaner smear.',
        },
      ],
    },
  ],
  specTables: [],
  metaDescription:
    'Liquid-based cytological reagent for manual smear preparation: density-gradient centrifugation, sedimentation and charged slides keep lesion cells, drop debris.',
};

export default page;
