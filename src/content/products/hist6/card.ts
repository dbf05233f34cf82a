import type { ProductCard } from '../../types';

/**
 * 6250 Cryostat: the name and card picture alt every link to it shows. Its pictures are
 * ./hist6-1.svg, ./hist6-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist6',
  list: 'histopathology',
  name: '6250 Cryostat',
  pictureAlt:
    'Illustration of the 6250 Cryostat: a cabinet with the cutting chamber under a sloped glass window, a side hand wheel and a control screen',
};

export default card;
