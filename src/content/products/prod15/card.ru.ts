import type { ProductCard } from '../../types';

/**
 * LTS-IF80, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod15',
  list: 'cytology',
  name: 'LTS-IF80',
  pictureAlt:
    'Иллюстрация: иммунофлуоресцентный анализатор LTS-IF80 с рядом каналов для тест-карт на передней панели, экраном результатов и принтером',
};

export default card;
