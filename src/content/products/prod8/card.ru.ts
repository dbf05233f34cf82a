import type { ProductCard } from '../../types';

/**
 * LTS-E100-FECES, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod8',
  list: 'cytology',
  name: 'LTS-E100-FECES',
  pictureAlts: [
    'Иллюстрация: система анализа и обработки LTS-E100-FECES — настольный анализатор с контейнерами для образцов за смотровым окном, экраном микроскопии и штативом для образцов',
    'Иллюстрация: контейнер для образца LTS-E100-FECES рядом с мазком, приготовленным прибором; под лупой — поле зрения микроскопа',
  ],
};

export default card;
