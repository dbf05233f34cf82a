import type { ProductCard } from '../../types';

/**
 * TRINITY V3, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter6',
  list: 'bacteriology',
  name: 'TRINITY V3',
  pictureAlt:
    'Иллюстрация системы считывания зон TRINITY V3 с большой квадратной чашкой для испытаний в выдвижном лотке и монитором с измеренными зонами',
};

export default card;
