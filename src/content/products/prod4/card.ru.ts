import type { ProductCard } from '../../types';

/**
 * Paint Cell, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod4',
  list: 'cytology',
  name: 'Paint Cell',
  pictureAlt:
    'Иллюстрация: Paint Cell — компактный автомат для специальных окрасок с ваннами для реагентов и флаконами под прозрачной крышкой, управляемый с сенсорного планшета',
};

export default card;
