import type { ProductCard } from '../../types';

/**
 * Cell Expert, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod1',
  list: 'cytology',
  name: 'Cell Expert',
  pictureAlts: [
    'Иллюстрация: Cell Expert — настольный процессор жидкостной цитологии; за стеклянной передней панелью видны флаконы с образцами и пипетирующая головка, сенсорный экран установлен на кронштейне',
    'Иллюстрация: расходные материалы Cell Expert — флакон для образца с цитощёткой внутри, центрифужная камера, коробка наконечников для пипетки и предметное стекло со штрихкодом и круглым пятном клеток',
  ],
};

export default card;
