/** The words under the S200 Slide Printer card in its list. */
const cardText =
  'A UV laser slide printer with upward feed, two 100-slide hoppers and permanent marks that resist processing solvents.';

export default cardText;
