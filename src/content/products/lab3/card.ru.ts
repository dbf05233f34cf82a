import type { ProductCard } from '../../types';

/**
 * 3S Safe Sampling Systems, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab3',
  list: 'laboratorySupplies',
  name: '3S Safe Sampling Systems',
  pictureAlt:
    'Иллюстрация 3S Safe Sampling Systems — системы автоматизированного хранения образцов: шкаф с полками микропланшетов и захватом за стеклянной дверцей',
};

export default card;
