import type { ProductCard } from '../../types';

/**
 * TRINITY V3, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter6',
  list: 'bacteriology',
  name: 'TRINITY V3',
  pictureAlts: [
    'Иллюстрация системы считывания зон TRINITY V3 с большой квадратной чашкой для испытаний в выдвижном лотке и монитором с измеренными зонами',
    'Иллюстрация чашки TRINITY V3 для испытания методом диффузии в агар со стальными цилиндрами и их зонами задержки роста',
  ],
};

export default card;
