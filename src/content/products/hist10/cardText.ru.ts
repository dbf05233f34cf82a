/** Disposable Blades, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Низко- и высокопрофильные одноразовые лезвия из обработанной плазмой нержавеющей стали твёрдостью до 1100 HV для многих типов микротомов.';

export default cardText;
