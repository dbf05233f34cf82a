import type { ProductCard } from '../../types';

/**
 * LTS-3000B: the name and card picture alt every link to it shows. Its pictures are
 * ./prod12-1.svg, ./prod12-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod12',
  list: 'cytology',
  name: 'LTS-3000B',
  pictureAlt:
    'Illustration of the LTS-3000B liquid-based cytology slide processor with a row of slides behind its window, a screen on an arm and a tube rack in front',
};

export default card;
