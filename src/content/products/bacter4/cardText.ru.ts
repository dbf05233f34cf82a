/** SIDECAR, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Автомат для посева, работающий в паре с ALFRED 60/AST, для культивирования без участия оператора. Вмещает 240 чашек Петри с питательными средами до 12 видов.';

export default cardText;
