/** Microscope Slides, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Предметные стёкла с химически стойким цветным полем для маркировки, для лазерных принтеров и автоматов для заключения, в стандартном и адгезивном исполнении.';

export default cardText;
