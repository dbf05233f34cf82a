/** S200 Slide Printer, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Принтер для предметных стёкол с УФ-лазером, подачей стёкол снизу вверх, двумя магазинами по 100 стёкол и несмываемой маркировкой, устойчивой к растворителям.';

export default cardText;
