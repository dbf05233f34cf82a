/** The words under the IDC Shaker card in its list. */
const cardText =
  'Shakes 40 specimen bottles at once for 2 minutes, breaking up cell clusters and mucus before slide preparation.';

export default cardText;
