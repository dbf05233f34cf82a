import type { ProductCard } from '../../types';

/**
 * ALFRED 60/AST, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'bacteriology'> = {
  id: 'bacter3',
  list: 'bacteriology',
  name: 'ALFRED 60/AST',
  pictureAlt:
    'Иллюстрация ALFRED 60/AST — настольного анализатора с сеткой позиций для флаконов и наклонным экраном управления',
};

export default card;
