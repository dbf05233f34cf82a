import type { ProductCard } from '../../types';

/**
 * Molecular Mouse, in Russian: the name and the card picture's alt, as in ./card.ts.
 * The Russian words under its list card are in ./cardText.ru.ts.
 */
const card: ProductCard<'laboratorySupplies'> = {
  id: 'lab1',
  list: 'laboratorySupplies',
  name: 'Molecular Mouse',
  pictureAlt:
    'Иллюстрация двух портативных приборов ПЦР в реальном времени Molecular Mouse с установленными картриджами рядом с планшетом, на экране которого показаны кривые амплификации',
};

export default card;
