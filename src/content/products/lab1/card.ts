import type { ProductCard } from '../../types';

/**
 * Molecular Mouse: the name and picture alts every link to it shows. Its pictures are
 * ./lab1-1.svg, ./lab1-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab1',
  list: 'laboratorySupplies',
  name: 'Molecular Mouse',
  pictureAlts: [
    'Illustration of two Molecular Mouse handheld real-time PCR units with cartridges inserted, next to a tablet showing amplification curves',
    'Illustration of Molecular Mouse lab-on-chip cartridges with their rows of micro-wells',
  ],
};

export default card;
