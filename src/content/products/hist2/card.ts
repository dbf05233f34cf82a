import type { ProductCard } from '../../types';

/**
 * S200 Slide Printer: the name and card picture alt every link to it shows. Its pictures are
 * ./hist2-1.svg, ./hist2-2.svg ... in this order; its list card's words are in ./cardText.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist2',
  list: 'histopathology',
  name: 'S200 Slide Printer',
  pictureAlt:
    'Illustration of the S200 Slide Printer with two front-loading slide hoppers, a control display and printed slides in the output tray',
};

export default card;
