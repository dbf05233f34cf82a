/** The words under the LTS-IF80 card in its list. */
const cardText =
  'Time-resolved fluorescence immunoassay analyser with 20 channels, automatic calibration, LIS connection and storage for 600 results.';

export default cardText;
