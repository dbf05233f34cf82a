import type { ProductCard } from '../../types';

/**
 * TEST1 2.0, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab2',
  list: 'laboratorySupplies',
  name: 'TEST1 2.0',
  pictureAlts: [
    'Иллюстрация анализатора СОЭ TEST1 2.0 со штативом пробирок с кровью на дорожке загрузки и сенсорным экраном на кронштейне',
    'Иллюстрация принципа работы TEST1 2.0: пробирки с кровью в штативе и капилляр, просвечиваемый лучами света между излучателями и детекторами',
  ],
};

export default card;
