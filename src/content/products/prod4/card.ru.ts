import type { ProductCard } from '../../types';

/**
 * Paint Cell, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'cytology'> = {
  id: 'prod4',
  list: 'cytology',
  name: 'Paint Cell',
  pictureAlts: [
    'Иллюстрация: Paint Cell — компактный автомат для специальных окрасок с ваннами для реагентов и флаконами под прозрачной крышкой, управляемый с сенсорного планшета',
    'Иллюстрация: порядок работы с Paint Cell на планшете, три экрана — загрузка стёкол, выбор протокола окраски, запуск',
  ],
};

export default card;
