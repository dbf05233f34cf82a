/** The words under the TEST1 2.0 card in its list. */
const cardText =
  'Alifax ESR analyser based on capillary photometry: a result in under 20 seconds from 175 µl, at up to 195 tests per hour.';

export default cardText;
