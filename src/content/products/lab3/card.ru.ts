import type { ProductCard } from '../../types';

/**
 * 3S Safe Sampling Systems, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab3',
  list: 'laboratorySupplies',
  name: 'Системы безопасного взятия проб 3S Safe Sampling',
  pictureAlts: [
    'Иллюстрация 3S Safe Sampling Systems — роботизированного шкафа для хранения образцов с полками микропланшетов и захватом за стеклянной дверцей',
    'Иллюстрация цельного микропланшета 3S с двумя извлечёнными лунками',
  ],
};

export default card;
