import type { ProductCard } from '../../types';

/**
 * Microscope Slides, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist9',
  list: 'histopathology',
  name: 'Предметные стёкла',
  pictureAlts: [
    'Иллюстрация: предметные стёкла с цветными окрашенными концами — в открытой коробке для стёкол и перед ней',
    'Иллюстрация: предметное стекло с маркированным окрашенным концом и окрашенным срезом ткани; лупа показывает клетки',
  ],
};

export default card;
