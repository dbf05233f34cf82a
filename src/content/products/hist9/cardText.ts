/** The words under the Microscope Slides card in its list. */
const cardText =
  'Slides with a painted, chemical-resistant end for laser printers and coverslippers, in general and adhesion-coated versions.';

export default cardText;
