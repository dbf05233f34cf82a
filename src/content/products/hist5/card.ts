import type { ProductCard } from '../../types';

/**
 * MT1 microtome: the name and card picture alt every link to it shows. Its pictures are
 * ./hist5-1.svg, ./hist5-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist5',
  list: 'histopathology',
  name: 'MT1 microtome',
  pictureAlt:
    'Illustration of the MT1 microtome, a semi-automated rotary microtome with its hand wheel, specimen clamp, knife holder and waste tray',
};

export default card;
