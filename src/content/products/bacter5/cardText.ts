/** The words under the BIOMIC V3 card in its list. */
const cardText =
  'Open digital imaging system from Giles Scientific that reads microbiology plates and panels and interprets them to CLSI or EUCAST.';

export default cardText;
