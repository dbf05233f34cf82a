import type { ProductCard } from '../../types';

/**
 * Disposable Blades: the name and card picture alt every link to it shows. Its pictures are
 * ./hist10-1.svg, ./hist10-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist10',
  list: 'histopathology',
  name: 'Disposable Blades',
  pictureAlt:
    'Illustration of Disposable Blades: low- and high-profile blade dispensers with blades sliding out, and loose blades in front',
};

export default card;
