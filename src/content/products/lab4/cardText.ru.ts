/** ROLLER Family Instruments, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Компактные анализаторы СОЭ Alifax для небольших лабораторий с автоматическим и ручным взятием проб, для образцов малого объёма и открытых пробирок.';

export default cardText;
