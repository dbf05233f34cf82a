/** The words under the LTS-V800 card in its list. */
const cardText =
  'Vaginal secretion analyser combining microscopy and chemical tests in one unit: 40 specimens per run in under 60 minutes.';

export default cardText;
