import type { ProductCard } from '../../types';

/**
 * Microbial ID & AST Analysis System, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod16',
  list: 'cytology',
  name: 'Система идентификации микроорганизмов и AST',
  pictureAlts: [
    'Иллюстрация: система идентификации микроорганизмов и определения чувствительности (ID/AST) — инкубатор-ридер с тест-панелями за стеклянной дверцей и экраном с результатами по лункам',
    'Иллюстрация: панель системы ID/AST — микропланшет, в лунках которого виден рост вплоть до подавляющей концентрации',
  ],
};

export default card;
