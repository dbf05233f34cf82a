import type { ProductCard } from '../../types';

/**
 * HP300 Plus Tissue Processor: the name and card picture alt every link to it shows. Its pictures are
 * ./hist4-1.svg, ./hist4-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist4',
  list: 'histopathology',
  name: 'HP300 Plus Tissue Processor',
  pictureAlt:
    'Illustration of the HP300 Plus Tissue Processor with its back-lit reagent cabinet open, the retort lid on top and a large touch screen',
};

export default card;
