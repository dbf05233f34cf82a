import type { ProductCard } from '../../types';

/**
 * Paint Cell: the name and picture alts every link to it shows. Its pictures are
 * ./prod4-1.svg, ./prod4-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod4',
  list: 'cytology',
  name: 'Paint Cell',
  pictureAlts: [
    'Illustration of the Paint Cell, a compact automatic special stainer with reagent baths and bottles under a clear cover, controlled from a touch tablet',
    'Illustration of the Paint Cell tablet workflow in three screens: load the slides, choose the stain protocol, start the run',
  ],
};

export default card;
