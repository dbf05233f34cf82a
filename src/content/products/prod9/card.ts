import type { ProductCard } from '../../types';

/**
 * LTS-YJ1000: the name and card picture alt every link to it shows. Its pictures are
 * ./prod9-1.svg, ./prod9-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod9',
  list: 'cytology',
  name: 'LTS-YJ1000',
  pictureAlt:
    'Illustration of the LTS-YJ1000 cytocentrifuge with its lid open, showing the rotor loaded with sample chambers',
};

export default card;
