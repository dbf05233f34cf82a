import type { ProductCard } from '../../types';

/**
 * Embedding cassettes: the name and card picture alt every link to it shows. Its pictures are
 * ./hist8-1.svg, ./hist8-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist8',
  list: 'histopathology',
  name: 'Embedding cassettes',
  pictureAlt:
    'Illustration of embedding cassettes in several colours, one with its lid open and two printed on the writing face',
};

export default card;
