import type { ProductCard } from '../../types';

/**
 * Disposable Blades, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist10',
  list: 'histopathology',
  name: 'Одноразовые лезвия',
  pictureAlt:
    'Иллюстрация: одноразовые лезвия — диспенсеры низко- и высокопрофильных лезвий с выдвигающимися лезвиями и отдельные лезвия перед ними',
};

export default card;
