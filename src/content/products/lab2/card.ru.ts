import type { ProductCard } from '../../types';

/**
 * TEST1 2.0, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab2',
  list: 'laboratorySupplies',
  name: 'TEST1 2.0',
  pictureAlt:
    'Иллюстрация анализатора СОЭ TEST1 2.0 со штативом пробирок с кровью на дорожке загрузки и сенсорным экраном на кронштейне',
};

export default card;
