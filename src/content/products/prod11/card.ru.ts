import type { ProductCard } from '../../types';

/**
 * LTS-3000A, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod11',
  list: 'cytology',
  name: 'LTS-3000A',
  pictureAlt:
    'Иллюстрация: процессор для препаратов жидкостной цитологии LTS-3000A — ванны с реагентами и роботизированный манипулятор под прозрачным колпаком, экран состояния на передней панели',
};

export default card;
