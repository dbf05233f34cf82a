/** 6250 Cryostat, in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Для замороженных срезов: мощное охлаждение, 18 станций замораживания и 2 станции Пельтье, УФ-дезинфекция и размораживание по расписанию.';

export default cardText;
