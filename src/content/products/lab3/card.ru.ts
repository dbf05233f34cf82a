import type { ProductCard } from '../../types';

/**
 * 3S Safe Sampling Systems, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab3',
  list: 'laboratorySupplies',
  name: 'Системы безопасного взятия проб 3S Safe Sampling',
  pictureAlt:
    'Иллюстрация 3S Safe Sampling Systems — роботизированного шкафа для хранения образцов с полками микропланшетов и захватом за стеклянной дверцей',
};

export default card;
