/** The words under the LTS-3000A card in its list. */
const cardText =
  'Centrifuges, sediments, prepares and stains liquid-based cytology smears in one unit, processing 30 specimens per hour.';

export default cardText;
