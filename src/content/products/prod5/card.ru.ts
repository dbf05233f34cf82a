import type { ProductCard } from '../../types';

/**
 * IDC Shaker, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod5',
  list: 'cytology',
  name: 'IDC Shaker',
  pictureAlt:
    'Иллюстрация: IDC Shaker — настольный шейкер с загрузкой сверху и рядами флаконов с образцами; стрелки показывают вертикальное встряхивание',
};

export default card;
