import type { ProductCard } from '../../types';

/**
 * LT-YJ2000, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod10',
  list: 'cytology',
  name: 'LT-YJ2000',
  pictureAlts: [
    'Иллюстрация: процессор для мазков жидкостной цитологии LT-YJ2000 — настольный прибор с мембранными фильтрационными пробирками за стеклянной передней панелью и экраном управления',
    'Иллюстрация: мембранная фильтрационная пробирка LT-YJ2000 рядом с готовым препаратом; под лупой видны клетки, перенесённые с мембраны',
  ],
};

export default card;
