import type { ProductCard } from '../../types';

/**
 * Microscope Slides: the name and card picture alt every link to it shows. Its pictures are
 * ./hist9-1.svg, ./hist9-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist9',
  list: 'histopathology',
  name: 'Microscope Slides',
  pictureAlt:
    'Illustration of microscope slides with coloured painted ends, standing in an open slide box and lying in front of it',
};

export default card;
