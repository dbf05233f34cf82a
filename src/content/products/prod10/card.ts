import type { ProductCard } from '../../types';

/**
 * LT-YJ2000: the name and card picture alt every link to it shows. Its pictures are
 * ./prod10-1.svg, ./prod10-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod10',
  list: 'cytology',
  name: 'LT-YJ2000',
  pictureAlt:
    'Illustration of the LT-YJ2000 liquid-based cytology smear processor, a benchtop unit with membrane filter tubes behind its glass front and a control screen',
};

export default card;
