import type { ProductCard } from '../../types';

/**
 * MT1 microtome, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist5',
  list: 'histopathology',
  name: 'Микротом MT1',
  pictureAlt:
    'Иллюстрация: микротом MT1 — полуавтоматический ротационный микротом с маховиком, зажимом образца, держателем лезвий и лотком для отходов',
};

export default card;
