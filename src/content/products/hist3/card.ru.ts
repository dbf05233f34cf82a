import type { ProductCard } from '../../types';

/**
 * HP300 Tissue Processor, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist3',
  list: 'histopathology',
  name: 'Гистологический процессор HP300',
  pictureAlts: [
    'Иллюстрация: гистологический процессор HP300 — напольный корпус с крышкой реторты сверху, регулируемым экраном и дверцами отсека реагентов со смотровыми окнами уровня',
    'Иллюстрация: флаконы с реагентами гистологического процессора HP300 на поддоне и стрелка, обозначающая автоматическую ротацию реагентов',
  ],
};

export default card;
