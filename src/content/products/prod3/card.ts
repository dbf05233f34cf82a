import type { ProductCard } from '../../types';

/**
 * IDC-20: the name and card picture alt every link to it shows. Its pictures are
 * ./prod3-1.svg, ./prod3-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod3',
  list: 'cytology',
  name: 'IDC-20',
  pictureAlt:
    'Illustration of the IDC-20, a compact cytology slide-preparation instrument with a round centrifuge lid on top, a touch panel and a rack of sample tubes in front',
};

export default card;
