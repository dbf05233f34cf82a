import type { ProductCard } from '../../types';

/**
 * ALFRED 60/AST, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter3',
  list: 'bacteriology',
  name: 'ALFRED 60/AST',
  pictureAlts: [
    'Иллюстрация ALFRED 60/AST — настольного анализатора с сеткой позиций для флаконов и наклонным экраном управления',
    'Иллюстрация флаконов для культивирования ALFRED 60/AST в штативе, подготовленных к инкубации и определению чувствительности',
  ],
};

export default card;
