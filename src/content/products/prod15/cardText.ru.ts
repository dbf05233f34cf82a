/** LTS-IF80, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Иммунофлуоресцентный анализатор с временным разрешением: 20 каналов, автоматическая калибровка, подключение к ЛИС и хранение 600 результатов.';

export default cardText;
