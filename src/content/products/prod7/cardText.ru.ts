/** LTS-V400, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Анализатор для диагностики вагинитов с автоматическим внесением образца, инкубацией и считыванием. Серия из 24 тестов за 20 минут, в режиме по требованию — от 1 до 24 образцов.';

export default cardText;
