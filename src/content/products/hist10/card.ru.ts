import type { ProductCard } from '../../types';

/**
 * Disposable Blades, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist10',
  list: 'histopathology',
  name: 'Одноразовые лезвия',
  pictureAlts: [
    'Иллюстрация: одноразовые лезвия — диспенсеры низко- и высокопрофильных лезвий с выдвигающимися лезвиями и отдельные лезвия перед ними',
    'Иллюстрация: одноразовое лезвие, зажатое в ножедержателе микротома, и запасные низко- и высокопрофильные лезвия',
  ],
};

export default card;
