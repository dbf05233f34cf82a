/** The words under the SIDECAR card in its list. */
const cardText =
  'Automated streaker that pairs with ALFRED 60/AST for walk-away culture, storing 240 Petri dishes and up to 12 different media.';

export default cardText;
