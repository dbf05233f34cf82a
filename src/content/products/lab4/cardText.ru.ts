/** ROLLER Family Instruments, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Компактные анализаторы СОЭ Alifax для небольших лабораторий с автоматической и ручной подачей пробы, для образцов малого объёма и открытых пробирок.';

export default cardText;
