/** The words under the HB&L UROQUATTRO card in its list. */
const cardText =
  'A compact analyser with dedicated reagents for rapid bacterial culture, RAA testing, clinical AST and MDRO screening, with results in a few hours.';

export default cardText;
