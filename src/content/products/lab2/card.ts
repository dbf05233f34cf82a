import type { ProductCard } from '../../types';

/**
 * TEST1 2.0: the name and card picture alt every link to it shows. Its pictures are
 * ./lab2-1.svg, ./lab2-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab2',
  list: 'laboratorySupplies',
  name: 'TEST1 2.0',
  pictureAlt:
    'Illustration of the TEST1 2.0 ESR analyser with a rack of blood tubes on its loading lane and a touch screen on an arm',
};

export default card;
