import type { ProductCard } from '../../types';

/**
 * DP360 & CS500 workstation, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist7',
  list: 'histopathology',
  name: 'Рабочая станция DP360 & CS500',
  pictureAlts: [
    'Иллюстрация: рабочая станция DP360 & CS500 — автомат для окраски с ваннами для реагентов и роботизированным манипулятором под колпаком, соединённый с автоматом для заключения',
    'Иллюстрация: горизонтальный выходной лоток DP360 & CS500 с окрашенными и заключёнными под покровное стекло гистологическими препаратами',
  ],
};

export default card;
