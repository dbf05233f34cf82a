import type { ProductCard } from '../../types';

/**
 * TRINITY V3: the name and picture alts every link to it shows. Its pictures are
 * ./bacter6-1.svg, ./bacter6-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter6',
  list: 'bacteriology',
  name: 'TRINITY V3',
  pictureAlts: [
    'Illustration of the TRINITY V3 antibiotic zone reader with a large square assay plate on its drawer and a monitor of measured zones',
    'Illustration of a TRINITY V3 agar diffusion assay plate with steel cylinders and their inhibition zones',
  ],
};

export default card;
