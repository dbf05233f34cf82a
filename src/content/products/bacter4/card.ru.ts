import type { ProductCard } from '../../types';

/**
 * SIDECAR, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter4',
  list: 'bacteriology',
  name: 'SIDECAR',
  pictureAlts: [
    'Иллюстрация системы SIDECAR: анализатор Alfred 60AST рядом с блоком Sidecar с полками для хранения чашек и манипулятором для посева',
    'Иллюстрация результата работы SIDECAR: чашка, засеянная по квадрантам, с растущими колониями, вторая чашка и лупа, под которой видны бактерии',
  ],
};

export default card;
