/** TRINITY V3, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Система считывания зон от Giles Scientific, автоматизирующая измерение зон и расчёт активности антибиотиков; широко используется в фармацевтических лабораториях контроля качества.';

export default cardText;
