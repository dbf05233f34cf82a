import type { ProductCard } from '../../types';

/**
 * LTS-T2000, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod14',
  list: 'cytology',
  name: 'LTS-T2000',
  pictureAlts: [
    'Иллюстрация: система анализа специфических белков LTS-T2000 — карусель реагентов сверху, кюветы за смотровым окном, экран на кронштейне и штатив для образцов',
    'Иллюстрация: позиции для образцов LTS-T2000 — штатив с пробирками с сывороткой, одна пробирка извлечена',
  ],
};

export default card;
