import type { ProductCard } from '../../types';

/**
 * MT1 microtome, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist5',
  list: 'histopathology',
  name: 'Микротом MT1',
  pictureAlts: [
    'Иллюстрация: микротом MT1 — полуавтоматический ротационный микротом с маховиком, зажимом образца, ножедержателем и лотком для отходов',
    'Иллюстрация: резка на микротоме MT1 — парафиновый блок в зажиме над лезвием и соскальзывающая лента тонких срезов',
  ],
};

export default card;
