/** LTS-T2000, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Полностью автоматическая система анализа специфических белков: 30 позиций для образцов и 20 для реагентов, экстренное (STAT) тестирование, 120 тестов в час.';

export default cardText;
