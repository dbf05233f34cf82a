import type { ProductPage } from '../../types';
import { qty, ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { values: v } = facts;

/**
 * LT-YJ2000, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Процессор для приготовления мазков жидкостной цитологии',
  titleName: 'Процессор жидкостной цитологии LT-YJ2000',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: мембранная фильтрационная пробирка LT-YJ2000 рядом с готовым препаратом; под лупой видны клетки, перенесённые с мембраны',
  ],
  summary: [
    'LT-YJ2000 готовит мазки жидкостной цитологии методом мембранной фильтрации, который эффективно собирает диагностический материал.',
    `Обработка выполняется автоматически и занимает ${qty(2.5, 'минуты')} на образец. Оператор может выбрать один из шести режимов, а запатентованный механизм сбрасывает мембранную пробирку.`,
  ],
  keyFigures: [
    { value: ru.write(v.processingTime), unit: 'мин', label: 'На один образец' },
    { value: ru.write(v.modes), unit: 'режимов', label: 'На выбор' },
  ],
  sections: [
    {
      heading: 'Особенности',
      features: [
        {
          name: 'Автоматический сброс мембранной пробирки',
          text: 'Запатентованная конструкция извлекает мембранную пробирку без ручных операций.',
        },
        { name: 'Шесть режимов', text: 'Многоточечное управление с выбором любого из шести режимов.' },
        { name: 'Автоматическая работа', text: `${qty(2.5, 'минуты')} на образец.` },
        { name: 'Мембранная фильтрация', text: 'Эффективно собирает диагностический материал.' },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [['Время обработки', `${ru.write(v.processingTime)} мин на образец`]],
    },
  ],
  metaDescription: `Процессор для жидкостной цитологии LT-YJ2000: мембранная фильтрация, шесть режимов, автоматический сброс мембранной пробирки, ${qty(2.5, 'минуты')} на образец.`,
};

export default page;
