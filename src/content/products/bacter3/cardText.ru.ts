/** ALFRED 60/AST, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Полностью автоматизированное быстрое культивирование и определение чувствительности к антибиотикам. Рост отслеживается в реальном времени, результаты готовы в течение нескольких часов.';

export default cardText;
