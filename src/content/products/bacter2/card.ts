import type { ProductCard } from '../../types';

/**
 * HB&L UROQUATTRO: the name and picture alts every link to it shows. Its pictures are
 * ./bacter2-1.svg, ./bacter2-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter2',
  list: 'bacteriology',
  name: 'HB&L UROQUATTRO',
  pictureAlts: [
    'Illustration of the HB&L UROQUATTRO, a compact analyser with culture vials in its independent reading positions and a growth-curve screen',
    'Illustration of HB&L UROQUATTRO live growth curves on screen, with culture vials in front',
  ],
};

export default card;
