import type { ProductCard } from '../../types';

/**
 * DP360 & CS500 workstation: the name and card picture alt every link to it shows. Its pictures are
 * ./hist7-1.svg, ./hist7-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist7',
  list: 'histopathology',
  name: 'DP360 & CS500 workstation',
  pictureAlt:
    'Illustration of the DP360 & CS500 workstation: the stainer with reagent baths and a robotic arm under its hood, linked to the coverslipper',
};

export default card;
