import type { ProductCard } from '../../types';

/**
 * BIOMIC V3: the name and card picture alt every link to it shows. Its pictures are
 * ./bacter5-1.svg, ./bacter5-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter5',
  list: 'bacteriology',
  name: 'BIOMIC V3',
  pictureAlt:
    'Illustration of the BIOMIC V3 imaging system with a disk-diffusion plate on its drawer and a monitor showing the read zones',
};

export default card;
