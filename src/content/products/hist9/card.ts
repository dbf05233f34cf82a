import type { ProductCard } from '../../types';

/**
 * Microscope Slides: the name and picture alts every link to it shows. Its pictures are
 * ./hist9-1.svg, ./hist9-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist9',
  list: 'histopathology',
  name: 'Microscope Slides',
  pictureAlts: [
    'Illustration of microscope slides with coloured painted ends, standing in an open slide box and lying in front of it',
    'Illustration of a microscope slide with a printed painted end and a stained tissue section, with a magnifier showing the cells',
  ],
};

export default card;
