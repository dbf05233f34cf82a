import type { ProductCard } from '../../types';

/**
 * LTS-E100-FECES, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod8',
  list: 'cytology',
  name: 'LTS-E100-FECES',
  pictureAlt:
    'Иллюстрация: система анализа и обработки LTS-E100-FECES — настольный анализатор с контейнерами для образцов за смотровым окном, экраном микроскопии и штативом для образцов',
};

export default card;
