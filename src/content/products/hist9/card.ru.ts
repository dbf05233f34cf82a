import type { ProductCard } from '../../types';

/**
 * Microscope Slides, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist9',
  list: 'histopathology',
  name: 'Предметные стёкла',
  pictureAlt:
    'Иллюстрация: предметные стёкла с цветными полями для маркировки — в открытой коробке для стёкол и перед ней',
};

export default card;
