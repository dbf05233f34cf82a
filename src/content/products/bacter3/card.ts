import type { ProductCard } from '../../types';

/**
 * ALFRED 60/AST: the name and card picture alt every link to it shows. Its pictures are
 * ./bacter3-1.svg, ./bacter3-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter3',
  list: 'bacteriology',
  name: 'ALFRED 60/AST',
  pictureAlt:
    'Illustration of the ALFRED 60/AST, a benchtop analyser with a grid of vial positions and a sloped control screen',
};

export default card;
