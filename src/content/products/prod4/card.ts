import type { ProductCard } from '../../types';

/**
 * Paint Cell: the name and card picture alt every link to it shows. Its pictures are
 * ./prod4-1.svg, ./prod4-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod4',
  list: 'cytology',
  name: 'Paint Cell',
  pictureAlt:
    'Illustration of the Paint Cell, a compact automatic special stainer with reagent baths and bottles under a clear cover, controlled from a touch tablet',
};

export default card;
