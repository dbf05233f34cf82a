/** The words under the ROLLER Family Instruments card in its list. */
const cardText =
  'Compact Alifax ESR analysers for small laboratories, with automatic and manual sampling for low-volume samples and uncapped tubes.';

export default cardText;
