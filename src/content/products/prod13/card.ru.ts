import type { ProductCard } from '../../types';

/**
 * LTS-T1000, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod13',
  list: 'cytology',
  name: 'LTS-T1000',
  pictureAlt:
    'Иллюстрация: анализатор специфических белков LTS-T1000 — компактный прибор с четырьмя измерительными каналами сверху, экраном результатов и встроенным принтером',
};

export default card;
