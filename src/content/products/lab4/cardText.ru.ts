/** ROLLER Family Instruments, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Компактные анализаторы СОЭ Alifax для небольших лабораторий: автоматическая и ручная подача пробы, работа с образцами малого объёма и открытыми пробирками.';

export default cardText;
