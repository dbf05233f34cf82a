/** 3S Safe Sampling Systems, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Автоматически хранит биологические образцы в запатентованных микропланшетах iLSA с извлекаемыми лунками; для лабораторий, обрабатывающих от 50 до 1000 образцов в день.';

export default cardText;
