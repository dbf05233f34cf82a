import type { ProductCard } from '../../types';

/**
 * LTS-3000A, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod11',
  list: 'cytology',
  name: 'LTS-3000A',
  pictureAlts: [
    'Иллюстрация: процессор для препаратов жидкостной цитологии LTS-3000A — ванны с реагентами и роботизированная рука под прозрачным колпаком, экран состояния на передней панели',
    'Иллюстрация: реагенты для окраски LTS-3000A в трёх флаконах рядом со штативом со свежеокрашенными предметными стёклами',
  ],
};

export default card;
