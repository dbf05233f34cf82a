import type { ProductCard } from '../../types';

/**
 * IDC-20, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod3',
  list: 'cytology',
  name: 'IDC-20',
  pictureAlt:
    'Иллюстрация: IDC-20 — компактный прибор для приготовления цитологических препаратов с круглой крышкой центрифуги сверху, сенсорной панелью и штативом с пробирками спереди',
};

export default card;
