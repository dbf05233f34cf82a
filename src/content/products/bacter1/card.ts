import type { ProductCard } from '../../types';

/**
 * I-dOne: the name and card picture alt every link to it shows. Its pictures are
 * ./bacter1-1.svg, ./bacter1-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter1',
  list: 'bacteriology',
  name: 'I-dOne',
  pictureAlt:
    'Illustration of the I-dOne infrared identification system: a compact unit with the sampling crystal and pressure arm, beside a laptop showing a spectrum',
};

export default card;
