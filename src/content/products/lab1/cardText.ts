/** The words under the Molecular Mouse card in its list. */
const cardText =
  'Handheld real-time PCR that runs on ready-made lab-on-chip cartridges. Its sepsis panel covers 64 targets in about 1 hour.';

export default cardText;
