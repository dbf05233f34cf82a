/** The words under the 6250 Cryostat card in its list. */
const cardText =
  'For frozen sections: strong refrigeration, 18 freezing stations plus 2 Peltier stations, and scheduled UV disinfection and defrost.';

export default cardText;
