/** The words under the MT1 microtome card in its list. */
const cardText =
  'Semi-automated rotary microtome for 0.5–100 µm sections, with rocking-mode trimming, a balanced hand wheel and a 5 inch touch screen.';

export default cardText;
