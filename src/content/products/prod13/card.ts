import type { ProductCard } from '../../types';

/**
 * LTS-T1000: the name and card picture alt every link to it shows. Its pictures are
 * ./prod13-1.svg, ./prod13-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod13',
  list: 'cytology',
  name: 'LTS-T1000',
  pictureAlt:
    'Illustration of the LTS-T1000 specific protein analyser, a compact unit with four reading channels on top, a result screen and a built-in printer',
};

export default card;
