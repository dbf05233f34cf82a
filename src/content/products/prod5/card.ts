import type { ProductCard } from '../../types';

/**
 * IDC Shaker: the name and card picture alt every link to it shows. Its pictures are
 * ./prod5-1.svg, ./prod5-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod5',
  list: 'cytology',
  name: 'IDC Shaker',
  pictureAlt:
    'Illustration of the IDC Shaker, a top-loading benchtop shaker holding rows of specimen bottles, with arrows showing its vertical agitation',
};

export default card;
