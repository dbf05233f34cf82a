import type { ProductPage } from '../../types';

/**
 * Fecal Occult Blood Test Kit (Hb/Tf), in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Экспресс-тест на гемоглобин и трансферрин в кале на основе коллоидного золота',
  titleName: 'Тест на скрытую кровь в кале (Hb/Tf)',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: кассеты набора для теста на скрытую кровь в кале (Hb/Tf) — лунка для образца и окно результата с двумя тестовыми линиями и контрольной линией',
  ],
  summary: [
    'Качественный экспресс-тест на основе коллоидного золота, выявляющий следовые количества гемоглобина (Hb) и трансферрина (Tf) в образцах кала.',
    'Одновременное определение обоих маркеров помогает на ранней стадии выявлять небольшие кровотечения в пищеварительном тракте.',
  ],
  keyFigures: [{ value: '2 в 1', label: 'Hb и Tf в одном тесте' }],
  sections: [
    {
      heading: 'Принцип метода',
      features: [
        { name: 'Иммунохроматография по принципу «сэндвич» с двумя антителами' },
        { name: 'Технология коллоидного золота' },
        { name: 'Два маркера в одном тесте', text: 'Hb и Tf выявляются одновременно (2 в 1).' },
      ],
    },
  ],
  specTables: [],
  metaDescription:
    'Тест на скрытую кровь в кале (Hb/Tf): качественный экспресс-тест на коллоидном золоте на гемоглобин и трансферрин в кале для раннего выявления кровотечений ЖКТ.',
};

export default page;
