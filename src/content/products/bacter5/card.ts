import type { ProductCard } from '../../types';

/**
 * BIOMIC V3: the name and picture alts every link to it shows. Its pictures are
 * ./bacter5-1.svg, ./bacter5-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter5',
  list: 'bacteriology',
  name: 'BIOMIC V3',
  pictureAlts: [
    'Illustration of the BIOMIC V3 imaging system with a disk-diffusion plate on its drawer and a monitor showing the read zones',
    'Illustration of a BIOMIC V3 disk-diffusion plate with antibiotic discs and inhibition zones being measured',
  ],
};

export default card;
