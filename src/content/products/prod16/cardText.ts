/** The words under the Microbial ID & AST Analysis System card in its list. */
const cardText =
  'For clinical microbial identification (ID) and antimicrobial susceptibility testing (AST). Contact us for specifications and configuration.';

export default cardText;
