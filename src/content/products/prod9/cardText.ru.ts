/** LTS-YJ1000, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Цитоцентрифуга с программируемыми временем и скоростью: готовит мазки из 12 образцов менее чем за 5 минут.';

export default cardText;
