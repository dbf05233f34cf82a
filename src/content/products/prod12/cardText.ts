/** The words under the LTS-3000B card in its list. */
const cardText =
  'All-in-one liquid-based cytology slide processor for smear preparation and staining, at 24 specimens per hour.';

export default cardText;
