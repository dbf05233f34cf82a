import type { ProductCard } from '../../types';

/**
 * SIDECAR, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter4',
  list: 'bacteriology',
  name: 'SIDECAR',
  pictureAlt:
    'Иллюстрация системы SIDECAR: анализатор ALFRED 60/AST рядом с блоком Sidecar с полками для хранения чашек и манипулятором для посева',
};

export default card;
