import type { ProductCard } from '../../types';

/**
 * BIOMIC V3, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter5',
  list: 'bacteriology',
  name: 'BIOMIC V3',
  pictureAlts: [
    'Иллюстрация системы визуализации BIOMIC V3 с чашкой для диско-диффузионного метода в выдвижном лотке и монитором, на котором показаны считанные зоны',
    'Иллюстрация чашки BIOMIC V3 для диско-диффузионного метода с дисками антибиотиков и измеряемыми зонами задержки роста',
  ],
};

export default card;
