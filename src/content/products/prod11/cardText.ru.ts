/** LTS-3000A, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Центрифугирует, осаждает, готовит и окрашивает мазки жидкостной цитологии в одном приборе с производительностью 30 образцов в час.';

export default cardText;
