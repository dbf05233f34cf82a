/** The words under the LTS-YJ1000 card in its list. */
const cardText =
  'Cytocentrifuge with programmable time and speed that prepares smears from 12 specimens in under 5 minutes.';

export default cardText;
