/** Cell Expert, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Высокопроизводительный процессор жидкостной цитологии: сам открывает и закрывает флаконы и готовит 50 препаратов в час из гинекологических и негинекологических образцов.';

export default cardText;
