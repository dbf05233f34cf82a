import type { ProductCard } from '../../types';

/**
 * ROLLER Family Instruments: the name and card picture alt every link to it shows. Its pictures are
 * ./lab4-1.svg, ./lab4-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab4',
  list: 'laboratorySupplies',
  name: 'ROLLER Family Instruments',
  pictureAlt:
    'Illustration of ROLLER Family Instruments, two ESR analysers: a compact model with a tube carousel and a smaller one for manual sampling',
};

export default card;
