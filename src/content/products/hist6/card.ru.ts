import type { ProductCard } from '../../types';

/**
 * 6250 Cryostat, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'histopathology'> = {
  id: 'hist6',
  list: 'histopathology',
  name: 'Криостат 6250',
  pictureAlts: [
    'Иллюстрация: криостат 6250 — корпус с камерой резки под наклонным стеклянным окном, боковым маховиком и экраном управления',
    'Иллюстрация: камера криостата 6250 — замороженный образец на держателе у ножа, станции Пельтье для быстрого охлаждения и кисточка',
  ],
};

export default card;
