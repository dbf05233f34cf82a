/** 3S Safe Sampling Systems, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Система автоматизированного хранения биологических образцов в запатентованных микропланшетах iLSA с извлекаемыми лунками; для лабораторий с потоком от 50 до 1000 образцов в сутки.';

export default cardText;
