/** The words under the LT-YJ2000 card in its list. */
const cardText =
  'Membrane filtration smear processor for liquid-based cytology. Fully automatic, with six modes and 2.5 minutes per specimen.';

export default cardText;
