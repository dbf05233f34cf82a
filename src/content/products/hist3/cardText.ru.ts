/** HP300 Tissue Processor, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Рутинная проводка тканей с самодиагностикой перед циклом, контролем компонентов в реальном времени и автоматической ротацией реагентов для стабильной работы.';

export default cardText;
