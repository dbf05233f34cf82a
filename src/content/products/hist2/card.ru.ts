import type { ProductCard } from '../../types';

/**
 * S200 Slide Printer, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist2',
  list: 'histopathology',
  name: 'Принтер для предметных стёкол S200',
  pictureAlt:
    'Иллюстрация: принтер для предметных стёкол S200 с двумя фронтальными загрузочными магазинами, дисплеем управления и промаркированными стёклами в выходном лотке',
};

export default card;
