import type { ProductCard } from '../../types';

/**
 * Cell Expert, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod1',
  list: 'cytology',
  name: 'Cell Expert',
  pictureAlt:
    'Иллюстрация: Cell Expert — настольный процессор жидкостной цитологии; за стеклянной передней панелью видны флаконы с образцами и пипетирующая головка, сенсорный экран установлен на кронштейне',
};

export default card;
