/** The words under the LTS-E100-FECES card in its list. */
const cardText =
  'Stool analyser for routine physical and chemical tests, including FOB, H. pylori, rotavirus and adenovirus, at 50 tests per hour.';

export default cardText;
