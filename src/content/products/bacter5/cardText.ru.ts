/** BIOMIC V3, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Открытая система цифровой визуализации от Giles Scientific: считывает микробиологические чашки и панели и интерпретирует результаты по CLSI или EUCAST.';

export default cardText;
