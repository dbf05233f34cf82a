import type { ProductPage } from '../../types';
import { dims, qty, ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { articles: a, values: v } = facts;

/**
 * Microscope Slides, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Предметные стёкла HistoFlo™ для лазерных принтеров и автоматов для заключения',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: предметное стекло с надписью на цветном поле для маркировки и окрашенным срезом ткани; лупа показывает клетки',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'Предметные стёкла HistoFlo™ предназначены для лазерных принтеров для стёкол и автоматов для заключения препаратов под покровное стекло. Они выпускаются в стандартном исполнении и в адгезивном — для прочного прикрепления тканей.',
    'Нанесённый краской узор с логотипом Dakewe на дальнем конце помогает стёклам плавно проходить через принтеры. Цветное поле для маркировки устойчиво к распространённым лабораторным химическим веществам и выдерживает все обычные методы стерилизации.',
  ],
  keyFigures: [
    { ...ru.figure(v.size), label: 'Размер стекла (Ш × Д)' },
    { ...ru.figure(v.thickness), label: 'Толщина, примерно' },
    { value: ru.write(v.box), unit: 'стёкол', label: 'В коробке' },
    { value: ru.write(v.edgeAngle), label: 'Шлифованные края, срезанные углы' },
  ],
  sections: [
    {
      heading: 'Конструкция',
      features: [
        {
          name: 'Для принтеров и автоматов для заключения',
          text: 'Рассчитаны на работу с лазерными принтерами для стёкол и автоматами для заключения препаратов.',
        },
        {
          name: 'Узор с логотипом, нанесённый краской',
          text: 'Наносится на противоположный конец, чтобы стёкла плавнее проходили через принтеры.',
        },
        {
          name: 'Стойкое цветное поле для маркировки',
          text: 'Устойчиво к распространённым лабораторным химическим веществам и совместимо со всеми обычными методами стерилизации.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Характеристики стёкол',
      columns: ['', 'Предметные стёкла Dakewe HistoFlo™', 'Адгезивные предметные стёкла Dakewe HistoFlo™'],
      rows: [
        ['Кат. №', a.general, a.adhesion],
        ['Покрытие', 'Стандартное', 'Для прочного прикрепления тканей'],
        ['Размеры (Ш × Д)', ru.write(v.size), ru.write(v.size)],
        ['Толщина', `Около ${ru.write(v.thickness)}`, `Около ${ru.write(v.thickness)}`],
        ['Край', `Шлифованный, ${ru.write(v.edgeAngle)}`, `Шлифованный, ${ru.write(v.edgeAngle)}`],
        ['Углы', 'Срезанные углы', 'Срезанные углы'],
        ['Фасовка', `${ru.write(v.box)} стёкол/коробка`, `${ru.write(v.box)} стёкол/коробка`],
        ['Цвет', 'Покрытие краской, несколько цветов', 'Покрытие краской, несколько цветов'],
      ],
    },
  ],
  variants: {
    kind: 'slides',
    heading: 'Два типа стёкол',
    items: [
      {
        name: 'Предметные стёкла Dakewe HistoFlo™',
        catNo: a.general,
        use: 'Стандартное покрытие для рутинной работы',
      },
      {
        name: 'Адгезивные предметные стёкла Dakewe HistoFlo™',
        catNo: a.adhesion,
        use: 'Покрытие для прочного прикрепления тканей',
      },
    ],
  },
  metaDescription: `Предметные стёкла HistoFlo™ для лазерных принтеров и автоматов для заключения: ${dims([25, 75], 'мм')}, толщина около ${qty('1.0', 'мм')}, 50 шт. в коробке.`,
};

export default page;
