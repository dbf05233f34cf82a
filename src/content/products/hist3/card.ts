import type { ProductCard } from '../../types';

/**
 * HP300 Tissue Processor: the name and card picture alt every link to it shows. Its pictures are
 * ./hist3-1.svg, ./hist3-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist3',
  list: 'histopathology',
  name: 'HP300 Tissue Processor',
  pictureAlt:
    'Illustration of the HP300 Tissue Processor: a floor cabinet with the retort lid on top, an adjustable screen and reagent doors with level windows',
};

export default card;
