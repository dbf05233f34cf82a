/** The words under the HP300 Plus Tissue Processor card in its list. */
const cardText =
  'Up to 300 cassettes per run in two baskets, with alcohol concentration monitoring, dual pumps and cloud alerts for specimen safety.';

export default cardText;
