/** Liquid-Based Cytological Reagent, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Реагент для ручного приготовления мазков. Центрифугирование в градиенте плотности, седиментация и заряженные стёкла сохраняют патологически изменённые клетки и удаляют примеси.';

export default cardText;
