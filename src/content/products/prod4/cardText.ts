/** The words under the Paint Cell card in its list. */
const cardText =
  'An A4-sized open stainer from iLSA that automates special stains usually done by hand. Programmes are set up on a touch-screen tablet.';

export default cardText;
