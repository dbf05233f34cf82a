import type { ProductCard } from '../../types';

/**
 * Fecal Occult Blood Test Kit (Hb/Tf): the name and card picture alt every link to it shows. Its pictures are
 * ./prod17-1.svg, ./prod17-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod17',
  list: 'cytology',
  name: 'Fecal Occult Blood Test Kit (Hb/Tf)',
  pictureAlt:
    'Illustration of the Fecal Occult Blood Test Kit (Hb/Tf): kit box, sampling tubes and rapid test cassettes',
};

export default card;
