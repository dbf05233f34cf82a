import type { ProductCard } from '../../types';

/**
 * LTS-T2000, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod14',
  list: 'cytology',
  name: 'LTS-T2000',
  pictureAlt:
    'Иллюстрация: система анализа специфических белков LTS-T2000 — карусель реагентов сверху, кюветы за смотровым окном, экран на кронштейне и штатив для образцов',
};

export default card;
