/** The words under the LTS-T2000 card in its list. */
const cardText =
  'Fully automatic specific protein system with 30 specimen and 20 reagent positions, STAT testing and 120 tests per hour.';

export default cardText;
