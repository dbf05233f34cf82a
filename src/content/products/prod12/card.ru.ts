import type { ProductCard } from '../../types';

/**
 * LTS-3000B, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod12',
  list: 'cytology',
  name: 'LTS-3000B',
  pictureAlt:
    'Иллюстрация: процессор для препаратов жидкостной цитологии LTS-3000B — ряд предметных стёкол за смотровым окном, экран на кронштейне и штатив с пробирками спереди',
};

export default card;
