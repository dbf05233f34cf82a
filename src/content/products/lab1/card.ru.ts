import type { ProductCard } from '../../types';

/**
 * Molecular Mouse, in Russian: the name and picture alts, in the order of ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab1',
  list: 'laboratorySupplies',
  name: 'Molecular Mouse',
  pictureAlts: [
    'Иллюстрация двух портативных приборов ПЦР в реальном времени Molecular Mouse с установленными картриджами рядом с планшетом, на экране которого показаны кривые амплификации',
    'Иллюстрация картриджей «лаборатория на чипе» Molecular Mouse с рядами микролунок',
  ],
};

export default card;
