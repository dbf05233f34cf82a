/** TEST1 2.0, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Анализатор СОЭ Alifax на основе капиллярной фотометрии: результат менее чем за 20 секунд из 175 мкл, до 195 тестов в час.';

export default cardText;
