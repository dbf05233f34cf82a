/** LTS-E100-FECES, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Анализатор кала для рутинных физических и химических тестов, включая скрытую кровь (FOB), H. pylori, ротавирус и аденовирус, с производительностью 50 тестов в час.';

export default cardText;
