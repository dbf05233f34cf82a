import type { ProductCard } from '../../types';

/**
 * LTS-V400, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod7',
  list: 'cytology',
  name: 'LTS-V400',
  pictureAlts: [
    'Иллюстрация: система выявления вагинита LTS-V400 — компактный анализатор с флаконами для образцов за передним окном и экраном на кронштейне',
    'Иллюстрация: тест-карты LTS-V400 с рядами лунок цветной реакции, которые считывает модуль распознавания цвета',
  ],
};

export default card;
