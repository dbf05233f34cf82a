import type { ProductCard } from '../../types';

/**
 * Microbial ID & AST Analysis System: the name and card picture alt every link to it shows. Its pictures are
 * ./prod16-1.svg, ./prod16-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod16',
  list: 'cytology',
  name: 'Microbial ID & AST Analysis System',
  pictureAlt:
    'Illustration of the Microbial ID & AST Analysis System, an incubating reader with test panels stacked behind its glass door and a screen of well results',
};

export default card;
