import type { ProductCard } from '../../types';

/**
 * LTS-V400: the name and card picture alt every link to it shows. Its pictures are
 * ./prod7-1.svg, ./prod7-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod7',
  list: 'cytology',
  name: 'LTS-V400',
  pictureAlt:
    'Illustration of the LTS-V400 vaginitis detection system, a compact analyser with sample vials behind its front window and a screen on an arm',
};

export default card;
