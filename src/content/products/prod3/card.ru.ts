import type { ProductCard } from '../../types';

/**
 * IDC-20, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod3',
  list: 'cytology',
  name: 'IDC-20',
  pictureAlts: [
    'Иллюстрация: IDC-20 — компактный прибор для приготовления цитологических препаратов с круглой крышкой центрифуги сверху, сенсорной панелью и штативом с пробирками спереди',
    'Иллюстрация: ротор центрифуги IDC-20 с камерами для образцов (вид сверху) рядом с предметным стеклом с равномерным монослойным пятном',
  ],
};

export default card;
