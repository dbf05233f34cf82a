import type { ProductCard } from '../../types';

/**
 * IDC Shaker, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod5',
  list: 'cytology',
  name: 'IDC Shaker',
  pictureAlts: [
    'Иллюстрация: IDC Shaker — настольный шейкер с загрузкой сверху и рядами флаконов с образцами; стрелки показывают вертикальное встряхивание',
    'Иллюстрация: два типа лотков IDC Shaker — для малых и для больших флаконов с образцами',
  ],
};

export default card;
