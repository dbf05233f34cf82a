/** LTS-V400, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Анализатор для диагностики вагинитов с автоматическим внесением образца, инкубацией и считыванием. Выполняет 24 теста за 20 минут или от 1 до 24 образцов по требованию.';

export default cardText;
