/** Embedding cassettes, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Кассеты HistoFlo™ из ПОМ (полиоксиметилена), оптимизированные для лазерной печати на C100: щелевые, квадратные, круглые или сетчатые отверстия, в тубах или на ленте.';

export default cardText;
