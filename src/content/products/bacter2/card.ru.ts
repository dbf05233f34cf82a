import type { ProductCard } from '../../types';

/**
 * HB&L UROQUATTRO, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter2',
  list: 'bacteriology',
  name: 'HB&L UROQUATTRO',
  pictureAlt:
    'Иллюстрация HB&L UROQUATTRO — компактного анализатора с флаконами для культивирования в независимых позициях измерения и экраном с кривой роста',
};

export default card;
