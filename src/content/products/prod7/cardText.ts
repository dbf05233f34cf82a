/** The words under the LTS-V400 card in its list. */
const cardText =
  'Detects vaginitis with automatic sample addition, incubation and reading. Runs 24 tests in 20 minutes, or 1 to 24 samples on demand.';

export default cardText;
