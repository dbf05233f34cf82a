/** The words under the HP300 Tissue Processor card in its list. */
const cardText =
  'Routine tissue processing with pre-run self-tests, live component monitoring and automatic reagent rotation for steady runs.';

export default cardText;
