import type { ProductCard } from '../../types';

/**
 * SIDECAR: the name and card picture alt every link to it shows. Its pictures are
 * ./bacter4-1.svg, ./bacter4-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter4',
  list: 'bacteriology',
  name: 'SIDECAR',
  pictureAlt:
    'Illustration of the SIDECAR set-up: the ALFRED 60/AST analyser beside the Sidecar unit with its plate storage shelves and streaking arm',
};

export default card;
