/** The words under the TRINITY V3 card in its list. */
const cardText =
  'Giles Scientific zone reader that automates zone measurement and antibiotic potency calculations, common in pharmaceutical QA/QC labs.';

export default cardText;
