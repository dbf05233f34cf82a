/** LTS-3000B, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Процессор «всё в одном» для приготовления и окраски препаратов жидкостной цитологии с производительностью 24 образца в час.';

export default cardText;
