import type { ProductCard } from '../../types';

/**
 * LTS-E100-FECES: the name and card picture alt every link to it shows. Its pictures are
 * ./prod8-1.svg, ./prod8-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod8',
  list: 'cytology',
  name: 'LTS-E100-FECES',
  pictureAlt:
    'Illustration of the LTS-E100-FECES analysis and processing system, a benchtop analyser with sample containers behind a window, a microscopy screen and a sample rack',
};

export default card;
