/** Paint Cell, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Открытый автомат для окраски размером с лист A4 от iLSA автоматизирует специальные окраски, которые обычно выполняют вручную. Программы настраиваются на планшете с сенсорным экраном.';

export default cardText;
