import type { ProductCard } from '../../types';

/**
 * C100 Cassette Printer: the name and card picture alt every link to it shows. Its pictures are
 * ./hist1-1.svg, ./hist1-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist1',
  list: 'histopathology',
  name: 'C100 Cassette Printer',
  pictureAlt:
    'Illustration of the C100 Cassette Printer with six hoppers of coloured cassettes, a touch screen and printed cassettes in the output tray',
};

export default card;
