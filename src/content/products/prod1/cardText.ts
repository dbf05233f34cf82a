/** The words under the Cell Expert card in its list. */
const cardText =
  'High-speed liquid-based cytology processor that uncaps and recaps vials itself and prepares 50 slides an hour from gyn and non-gyn samples.';

export default cardText;
