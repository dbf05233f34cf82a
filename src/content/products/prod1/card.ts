import type { ProductCard } from '../../types';

/**
 * Cell Expert: the name and card picture alt every link to it shows. Its pictures are
 * ./prod1-1.svg, ./prod1-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod1',
  list: 'cytology',
  name: 'Cell Expert',
  pictureAlt:
    'Illustration of the Cell Expert, a benchtop liquid-based cytology processor with specimen vials and a pipetting head behind its glass front and a touch screen on an arm',
};

export default card;
