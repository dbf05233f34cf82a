import type { ProductCard } from '../../types';

/**
 * LT-YJ2000, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod10',
  list: 'cytology',
  name: 'LT-YJ2000',
  pictureAlt:
    'Иллюстрация: процессор для мазков жидкостной цитологии LT-YJ2000 — настольный прибор с мембранными фильтрационными пробирками за стеклянной передней панелью и экраном управления',
};

export default card;
