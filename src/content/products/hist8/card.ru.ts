import type { ProductCard } from '../../types';

/**
 * Embedding cassettes, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist8',
  list: 'histopathology',
  name: 'Кассеты для заливки',
  pictureAlt:
    'Иллюстрация: кассеты для заливки нескольких цветов — одна с открытой крышкой, на двух нанесена печать на поле для маркировки',
};

export default card;
