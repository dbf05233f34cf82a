import type { ProductCard } from '../../types';

/**
 * C100 Cassette Printer, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist1',
  list: 'histopathology',
  name: 'Принтер для гистологических кассет C100',
  pictureAlt:
    'Иллюстрация: принтер для гистологических кассет C100 с шестью магазинами цветных кассет, сенсорным экраном и промаркированными кассетами в выходном лотке',
};

export default card;
