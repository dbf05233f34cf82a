import type { ProductCard } from '../../types';

/**
 * LTS-V400, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod7',
  list: 'cytology',
  name: 'LTS-V400',
  pictureAlt:
    'Иллюстрация: анализатор для диагностики вагинитов LTS-V400 — компактный анализатор с флаконами для образцов за передним окном и экраном на кронштейне',
};

export default card;
