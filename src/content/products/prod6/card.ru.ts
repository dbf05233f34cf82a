import type { ProductCard } from '../../types';

/**
 * LTS-V800, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod6',
  list: 'cytology',
  name: 'LTS-V800',
  pictureAlt:
    'Иллюстрация: анализатор вагинального отделяемого LTS-V800 — настольный прибор с пробирками за смотровым окном, наклонным экраном управления и штативом для загрузки',
};

export default card;
