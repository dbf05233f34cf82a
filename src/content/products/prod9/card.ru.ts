import type { ProductCard } from '../../types';

/**
 * LTS-YJ1000, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod9',
  list: 'cytology',
  name: 'LTS-YJ1000',
  pictureAlt:
    'Иллюстрация: цитоцентрифуга LTS-YJ1000 с открытой крышкой; виден ротор с установленными камерами для образцов',
};

export default card;
