import type { ProductCard } from '../../types';

/**
 * HP300 Tissue Processor, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist3',
  list: 'histopathology',
  name: 'Гистологический процессор HP300',
  pictureAlt:
    'Иллюстрация: гистологический процессор HP300 — напольный корпус с крышкой реторты сверху, регулируемым экраном и дверцами отсека реагентов со смотровыми окнами уровня',
};

export default card;
