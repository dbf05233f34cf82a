import type { ProductCard } from '../../types';

/**
 * HP300 Plus Tissue Processor, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist4',
  list: 'histopathology',
  name: 'Гистологический процессор HP300 Plus',
  pictureAlt:
    'Иллюстрация: гистологический процессор HP300 Plus с открытым шкафом реагентов с подсветкой, крышкой реторты сверху и большим сенсорным экраном',
};

export default card;
