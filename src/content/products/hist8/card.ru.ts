import type { ProductCard } from '../../types';

/**
 * Embedding cassettes, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist8',
  list: 'histopathology',
  name: 'Кассеты для заливки',
  pictureAlts: [
    'Иллюстрация: кассеты для заливки нескольких цветов — одна с открытой крышкой, на двух нанесена печать на поле для маркировки',
    'Иллюстрация: четыре кассеты для заливки рядом — со щелевыми, квадратными, круглыми и сетчатыми отверстиями',
  ],
};

export default card;
