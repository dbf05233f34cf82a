import type { ProductPage } from '../../types';
import { ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { values: v } = facts;

/**
 * LTS-YJ1000, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Цитоцентрифуга',
  titleName: 'Цитоцентрифуга LTS-YJ1000',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: камера для образцов LTS-YJ1000 рядом с предметным стеклом после цитоцентрифугирования; под лупой видны сконцентрированные клетки',
  ],
  summary: [
    'LTS-YJ1000 — цитоцентрифуга для приготовления мазков из образцов клеточного материала человека для патоморфологического исследования.',
    'Она обрабатывает 12 образцов менее чем за 5 минут. Время и скорость центрифугирования программируются, а бесщёточный двигатель постоянного тока с дополнительным демпфером обеспечивает стабильную работу.',
  ],
  keyFigures: [
    { value: ru.write(v.specimens), unit: 'образцов', label: 'Обрабатываются одновременно' },
    { value: `< ${ru.write(v.processingTime)}`, unit: 'мин', label: `На ${ru.write(v.specimens)} образцов` },
  ],
  sections: [
    {
      heading: 'Особенности',
      features: [
        { name: 'Быстрая обработка', text: '12 образцов менее чем за 5 минут.' },
        {
          name: 'Программируемое центрифугирование',
          text: 'Время и скорость задаются в зависимости от образца.',
        },
        {
          name: 'Бесщёточный двигатель постоянного тока (BLDC)',
          text: 'Обеспечивает стабильную обработку образцов.',
        },
        { name: 'Дополнительный демпфер', text: 'Обеспечивает устойчивость центрифуги во время работы.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        [
          'Скорость обработки',
          `${ru.write(v.specimens)} образцов менее чем за ${ru.write(v.processingTime)} мин`,
        ],
      ],
    },
  ],
  metaDescription:
    'Цитоцентрифуга LTS-YJ1000 для цитологических мазков: 12 образцов менее чем за 5 минут, программируемые время и скорость, бесщёточный двигатель.',
};

export default page;
