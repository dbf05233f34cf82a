import type { ProductCard } from '../../types';

/**
 * 6250 Cryostat: the name and picture alts every link to it shows. Its pictures are
 * ./hist6-1.svg, ./hist6-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist6',
  list: 'histopathology',
  name: '6250 Cryostat',
  pictureAlts: [
    'Illustration of the 6250 Cryostat: a cabinet with the cutting chamber under a sloped glass window, a side hand wheel and a control screen',
    'Illustration of the 6250 Cryostat chamber: a frozen specimen on its chuck at the knife, rapid-cooling Peltier stations and a brush',
  ],
};

export default card;
