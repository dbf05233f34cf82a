import type { ProductCard } from '../../types';

/**
 * S200 Slide Printer, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist2',
  list: 'histopathology',
  name: 'Принтер для предметных стёкол S200',
  pictureAlts: [
    'Иллюстрация: принтер для предметных стёкол S200 с двумя фронтальными загрузочными магазинами, дисплеем управления и промаркированными стёклами в выходном лотке',
    'Иллюстрация: предметные стёкла, промаркированные принтером S200, и лупа над несмываемым напечатанным кодом',
  ],
};

export default card;
