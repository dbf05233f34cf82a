import type { ProductCard } from '../../types';

/**
 * LTS-V800, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod6',
  list: 'cytology',
  name: 'LTS-V800',
  pictureAlts: [
    'Иллюстрация: анализатор вагинального отделяемого LTS-V800 — настольный прибор с пробирками за смотровым окном, наклонным экраном управления и штативом для загрузки',
    'Иллюстрация: экран результатов LTS-V800 — микроскопическое изображение клеток рядом со столбчатой диаграммой экосистемы, спереди пробирки с образцами',
  ],
};

export default card;
