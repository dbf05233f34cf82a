/** The words under the DP360 & CS500 workstation card in its list. */
const cardText =
  'Staining and coverslipping in one automated line, at about 360 slides per hour, with built-in QC and the patented AAT system.';

export default cardText;
