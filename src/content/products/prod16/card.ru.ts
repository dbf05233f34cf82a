import type { ProductCard } from '../../types';

/**
 * Microbial ID & AST Analysis System, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod16',
  list: 'cytology',
  name: 'Система для идентификации микроорганизмов и определения чувствительности (ID/AST)',
  pictureAlt:
    'Иллюстрация: система идентификации микроорганизмов и определения чувствительности (ID/AST) — инкубатор-ридер с тест-панелями за стеклянной дверцей и экраном с результатами по лункам',
};

export default card;
