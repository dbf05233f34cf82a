import type { ProductCard } from '../../types';

/**
 * Molecular Mouse: the name and card picture alt every link to it shows. Its pictures are
 * ./lab1-1.svg, ./lab1-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab1',
  list: 'laboratorySupplies',
  name: 'Molecular Mouse',
  pictureAlt:
    'Illustration of two Molecular Mouse handheld real-time PCR units with cartridges inserted, next to a tablet showing amplification curves',
};

export default card;
