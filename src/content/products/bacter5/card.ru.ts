import type { ProductCard } from '../../types';

/**
 * BIOMIC V3, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter5',
  list: 'bacteriology',
  name: 'BIOMIC V3',
  pictureAlt:
    'Иллюстрация системы визуализации BIOMIC V3 с чашкой для диско-диффузионного метода в выдвижном лотке и монитором, на котором показаны считанные зоны',
};

export default card;
