import type { ProductCard } from '../../types';

/**
 * DP360 & CS500 workstation, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist7',
  list: 'histopathology',
  name: 'Рабочая станция DP360 & CS500',
  pictureAlt:
    'Иллюстрация: рабочая станция DP360 & CS500 — автомат для окраски с ваннами для реагентов и роботизированным манипулятором под колпаком, соединённый с автоматом для заключения',
};

export default card;
