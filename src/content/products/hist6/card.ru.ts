import type { ProductCard } from '../../types';

/**
 * 6250 Cryostat, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist6',
  list: 'histopathology',
  name: 'Криостат 6250',
  pictureAlt:
    'Иллюстрация: криостат 6250 — корпус с камерой резки под наклонным стеклянным окном, боковым маховиком и экраном управления',
};

export default card;
