import type { ProductCard } from '../../types';

/**
 * LTS-YJ1000, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod9',
  list: 'cytology',
  name: 'LTS-YJ1000',
  pictureAlts: [
    'Иллюстрация: цитоцентрифуга LTS-YJ1000 с открытой крышкой; виден ротор с установленными камерами для образцов',
    'Иллюстрация: камера для образцов LTS-YJ1000 рядом с предметным стеклом после цитоцентрифугирования; под лупой видны сконцентрированные клетки',
  ],
};

export default card;
