import type { ProductCard } from '../../types';

/**
 * LTS-T2000: the name and card picture alt every link to it shows. Its pictures are
 * ./prod14-1.svg, ./prod14-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod14',
  list: 'cytology',
  name: 'LTS-T2000',
  pictureAlt:
    'Illustration of the LTS-T2000 specific protein analysis system with a reagent carousel on top, cuvettes behind a window, a screen on an arm and a sample rack',
};

export default card;
