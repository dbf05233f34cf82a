/** LTS-T1000, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Четырёхканальный нефелометрический анализатор специфических белков в сыворотке, цельной крови, плазме и моче; результаты за время от 20 секунд до 3 минут.';

export default cardText;
