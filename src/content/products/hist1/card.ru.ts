import type { ProductCard } from '../../types';

/**
 * C100 Cassette Printer, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist1',
  list: 'histopathology',
  name: 'Принтер для гистологических кассет C100',
  pictureAlts: [
    'Иллюстрация: принтер для гистологических кассет C100 с шестью магазинами цветных кассет, сенсорным экраном и промаркированными кассетами в выходном лотке',
    'Иллюстрация: кассеты, промаркированные лазером принтера C100, и лупа над чётким кодом Data Matrix',
  ],
};

export default card;
