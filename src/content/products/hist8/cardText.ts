/** The words under the Embedding cassettes card in its list. */
const cardText =
  'HistoFlo™ POM cassettes tuned for C100 laser printing, with slotted, square, round or mesh pores, in tubes or on tape.';

export default cardText;
