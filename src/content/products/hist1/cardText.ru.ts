/** C100 Cassette Printer, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Маркировка холодным лазером со скоростью 1440 кассет в час: несмываемые коды, читаемые сканером, и никаких чернил, лент или УФ-ламп, требующих замены.';

export default cardText;
