/** The words under the IDC-20 card in its list. */
const cardText =
  'Automated slide preparation for cytology labs running up to 50,000 tests a year, with double centrifugation and turbidity-controlled dispensing.';

export default cardText;
