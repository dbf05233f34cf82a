import type { ProductCard } from '../../types';

/**
 * HB&L UROQUATTRO: the name and card picture alt every link to it shows. Its pictures are
 * ./bacter2-1.svg, ./bacter2-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter2',
  list: 'bacteriology',
  name: 'HB&L UROQUATTRO',
  pictureAlt:
    'Illustration of the HB&L UROQUATTRO, a compact analyser with culture vials in its independent reading positions and a growth-curve screen',
};

export default card;
