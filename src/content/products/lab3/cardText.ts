/** The words under the 3S Safe Sampling Systems card in its list. */
const cardText =
  "Stores biological samples automatically in iLSA's patented microplates with extractable wells, for labs handling 50 to 1,000 samples a day.";

export default cardText;
