import type { ProductCard } from '../../types';

/**
 * I-dOne, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter1',
  list: 'bacteriology',
  name: 'I-dOne',
  pictureAlt:
    'Иллюстрация инфракрасной системы идентификации I-dOne: компактный блок с кристаллом для нанесения образца и прижимным рычагом рядом с ноутбуком, на экране которого показан спектр',
};

export default card;
