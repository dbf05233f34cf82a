/** HB&L UROQUATTRO, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Компактный анализатор со специальными реагентами для быстрого культивирования бактерий, теста RAA, клинического AST и скрининга MDRO; результаты — за несколько часов.';

export default cardText;
