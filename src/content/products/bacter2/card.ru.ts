import type { ProductCard } from '../../types';

/**
 * HB&L UROQUATTRO, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter2',
  list: 'bacteriology',
  name: 'HB&L UROQUATTRO',
  pictureAlts: [
    'Иллюстрация HB&L UROQUATTRO — компактного анализатора с флаконами для культивирования в независимых позициях измерения и экраном с кривой роста',
    'Иллюстрация кривых роста HB&L UROQUATTRO в реальном времени на экране, на переднем плане — флаконы для культивирования',
  ],
};

export default card;
