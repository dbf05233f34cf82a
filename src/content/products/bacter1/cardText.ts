/** The words under the I-dOne card in its list. */
const cardText =
  'Identifies microorganisms by their infrared fingerprint using ATR-FTIR spectroscopy, with no reagents and a library of over 50,000 spectra.';

export default cardText;
