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
 * LTS-3000B, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Процессор для приготовления препаратов жидкостной цитологии',
  titleName: 'Процессор жидкостной цитологии LTS-3000B',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: экран серии LTS-3000B с состоянием каждой позиции для образцов, спереди готовый препарат',
  ],
  summary: [
    'LTS-3000B готовит и окрашивает мазки из образцов клеточного материала человека с производительностью 24 образца в час.',
    'Все этапы — от центрифугирования до окраски — выполняются в одном приборе. Центрифугирование в градиенте плотности, естественная седиментация и адгезия клеток на заряженном стекле дают более чистый препарат для просмотра.',
  ],
  keyFigures: [{ value: ru.write(v.throughput), unit: 'образца/ч', label: 'Производительность серии' }],
  sections: [
    {
      heading: 'Особенности',
      features: [
        {
          name: 'Всё в одном',
          text: 'Один прибор выполняет центрифугирование, перенос клеток, седиментацию, приготовление мазка и окраску.',
        },
        { name: 'Производительность серии', text: '24 образца в час.' },
        {
          name: 'Принцип разделения',
          text: 'Центрифугирование в градиенте плотности, естественная седиментация и адгезия клеток на заряженном стекле.',
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
      rows: [['Производительность', `${ru.write(v.throughput)} образца в час`]],
    },
  ],
  metaDescription:
    'Процессор для жидкостной цитологии LTS-3000B: приготовление и окраска мазков в одном приборе, 24 образца в час, разделение клеток в градиенте плотности.',
};

export default page;
