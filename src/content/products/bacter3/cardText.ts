/** The words under the ALFRED 60/AST card in its list. */
const cardText =
  'Fully automated rapid culture and susceptibility testing. Growth is followed in real time, and results come within a few hours.';

export default cardText;
