import type { ProductPage } from '../../types';
import { ru } from '../../../i18n/numbers';
import type englishFacts from './facts';

// Its own copy of ./facts, not the English page's (why: ProductFacts in src/content/types.ts).
const facts = import.meta.glob<typeof englishFacts>('./facts.ts', {
  eager: true,
  import: 'default',
  query: '?ru',
})['./facts.ts']!;
const { values: v } = facts;

/**
 * LTS-3000A, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Процессор для приготовления препаратов жидкостной цитологии',
  titleName: 'Процессор жидкостной цитологии LTS-3000A',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: реагенты для окраски LTS-3000A в трёх флаконах рядом со штативом со свежеокрашенными предметными стёклами',
  ],
  summary: [
    'LTS-3000A готовит и окрашивает мазки из образцов клеточного материала человека в одном приборе.',
    'Производительность — 30 образцов в час. Центрифугирование в градиенте плотности, естественная седиментация и адгезия клеток на заряженном стекле отделяют диагностически значимые клетки от фонового материала.',
  ],
  keyFigures: [{ value: ru.write(v.throughput), unit: 'образцов/ч', label: 'Производительность серии' }],
  sections: [
    {
      heading: 'Особенности',
      features: [
        {
          name: 'Всё в одном',
          text: 'Центрифугирование, перенос клеток, седиментация, приготовление мазка и окраска выполняются в одном приборе.',
        },
        { name: 'Производительность серии', text: '30 образцов в час.' },
        {
          name: 'Принцип разделения',
          text: 'Сочетает центрифугирование в градиенте плотности, естественную седиментацию и адгезию клеток на заряженном стекле.',
        },
        {
          name: 'Более чистые препараты',
          text: 'Недиагностический материал удаляется, и препарат для просмотра получается более чистым.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [['Производительность', `${ru.write(v.throughput)} образцов в час`]],
    },
  ],
  metaDescription:
    'Процессор для препаратов жидкостной цитологии LTS-3000A: центрифугирование, седиментация, приготовление мазка и окраска в одном приборе, 30 образцов в час.',
};

export default page;
