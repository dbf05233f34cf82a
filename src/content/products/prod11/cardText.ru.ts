/** LTS-3000A, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Центрифугирование, седиментация, приготовление и окраска мазков жидкостной цитологии в одном приборе; 30 образцов в час.';

export default cardText;
