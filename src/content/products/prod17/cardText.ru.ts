/** Fecal Occult Blood Test Kit (Hb/Tf), in Russian: the words under its card in its list (see ./cardText.ts). */
const cardText =
  'Экспресс-тест на основе коллоидного золота, одновременно выявляющий гемоглобин и трансферрин в кале; помогает на ранней стадии выявлять кровотечения в пищеварительном тракте.';

export default cardText;
