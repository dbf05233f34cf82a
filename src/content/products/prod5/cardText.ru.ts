/** IDC Shaker, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Одновременно встряхивает 40 флаконов с образцами в течение 2 минут, разбивая скопления клеток и слизь перед приготовлением препаратов.';

export default cardText;
