import type { ProductCard } from '../../types';

/**
 * Liquid-Based Cytological Reagent: the name and picture alts every link to it shows. Its pictures are
 * ./prod2-1.svg, ./prod2-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod2',
  list: 'cytology',
  name: 'Liquid-Based Cytological Reagent',
  pictureAlts: [
    'Illustration of the Liquid-Based Cytological Reagent: two reagent bottles, three sample vials and the kit box',
    'Illustration of the Liquid-Based Cytological Reagent at work: a tube with separated layers beside a slide, with a magnifier showing well-spread cells on a clean background',
  ],
};

export default card;
