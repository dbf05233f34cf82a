import type { ProductCard } from '../../types';

/**
 * 3S Safe Sampling Systems: the name and card picture alt every link to it shows. Its pictures are
 * ./lab3-1.svg, ./lab3-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab3',
  list: 'laboratorySupplies',
  name: '3S Safe Sampling Systems',
  pictureAlt:
    'Illustration of the 3S Safe Sampling Systems, a robotic sample-storage cabinet with shelves of microplates and a gripper behind its glass door',
};

export default card;
