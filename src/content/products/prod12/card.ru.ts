import type { ProductCard } from '../../types';

/**
 * LTS-3000B, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod12',
  list: 'cytology',
  name: 'LTS-3000B',
  pictureAlts: [
    'Иллюстрация: процессор для препаратов жидкостной цитологии LTS-3000B — ряд предметных стёкол за смотровым окном, экран на кронштейне и штатив с пробирками спереди',
    'Иллюстрация: экран серии LTS-3000B с состоянием каждой позиции для образцов, спереди готовый препарат',
  ],
};

export default card;
