import type { ProductCard } from '../../types';

/**
 * LTS-IF80: the name and card picture alt every link to it shows. Its pictures are
 * ./prod15-1.svg, ./prod15-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod15',
  list: 'cytology',
  name: 'LTS-IF80',
  pictureAlt:
    'Illustration of the LTS-IF80 immunofluorescence analyser with a row of test-card channels on its front, a result screen and a printer',
};

export default card;
