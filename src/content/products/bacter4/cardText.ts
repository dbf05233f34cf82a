/** The words under the SIDECAR card in its list. */
const cardText =
  'Automated streaker paired with ALFRED 60/AST for walk-away culture. It holds 240 Petri dishes, in as many as 12 media.';

export default cardText;
