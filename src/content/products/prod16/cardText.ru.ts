/** Microbial ID & AST Analysis System, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Для клинической идентификации микроорганизмов (ID) и определения чувствительности к антимикробным препаратам (AST). Технические характеристики и конфигурацию уточняйте у нас.';

export default cardText;
