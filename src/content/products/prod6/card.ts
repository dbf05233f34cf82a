import type { ProductCard } from '../../types';

/**
 * LTS-V800: the name and card picture alt every link to it shows. Its pictures are
 * ./prod6-1.svg, ./prod6-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod6',
  list: 'cytology',
  name: 'LTS-V800',
  pictureAlt:
    'Illustration of the LTS-V800 vaginal secretion analyser, a benchtop instrument with sample tubes behind a window, a sloped control screen and a loading rack',
};

export default card;
