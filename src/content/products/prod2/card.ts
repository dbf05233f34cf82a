import type { ProductCard } from '../../types';

/**
 * Liquid-Based Cytological Reagent: the name and card picture alt every link to it shows. Its pictures are
 * ./prod2-1.svg, ./prod2-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod2',
  list: 'cytology',
  name: 'Liquid-Based Cytological Reagent',
  pictureAlt:
    'Illustration of the Liquid-Based Cytological Reagent: two reagent bottles, three sample vials and the kit box',
};

export default card;
