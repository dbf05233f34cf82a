import type { ProductCard } from '../../types';

/**
 * TRINITY V3: the name and card picture alt every link to it shows. Its pictures are
 * ./bacter6-1.svg, ./bacter6-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter6',
  list: 'bacteriology',
  name: 'TRINITY V3',
  pictureAlt:
    'Illustration of the TRINITY V3 antibiotic zone reader with a large square assay plate on its drawer and a monitor of measured zones',
};

export default card;
