import type { ProductCard } from '../../types';

/**
 * HP300 Plus Tissue Processor, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist4',
  list: 'histopathology',
  name: 'Гистологический процессор HP300 Plus',
  pictureAlts: [
    'Иллюстрация: гистологический процессор HP300 Plus с открытым шкафом реагентов с подсветкой, крышкой реторты сверху и большим сенсорным экраном',
    'Иллюстрация: две корзины гистологического процессора HP300 Plus, заполненные рядами гистологических кассет',
  ],
};

export default card;
