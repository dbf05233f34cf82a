import type { ProductCard } from '../../types';

/**
 * LTS-3000A: the name and card picture alt every link to it shows. Its pictures are
 * ./prod11-1.svg, ./prod11-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod11',
  list: 'cytology',
  name: 'LTS-3000A',
  pictureAlt:
    'Illustration of the LTS-3000A liquid-based cytology slide processor: reagent baths and a robotic arm under a clear hood, with a status screen on the front',
};

export default card;
