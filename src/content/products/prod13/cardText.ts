/** The words under the LTS-T1000 card in its list. */
const cardText =
  'Four-channel nephelometric analyser for specific proteins in serum, blood, plasma and urine, with results in 20 seconds to 3 minutes.';

export default cardText;
