/** Microscope Slides, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Предметные стёкла с химически стойким цветным полем для маркировки, в стандартном и адгезивном исполнении; подходят для лазерных принтеров и автоматов для заключения.';

export default cardText;
