import type { ProductPage } from '../../types';
import { ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { values: v } = facts;

/**
 * ROLLER Family Instruments, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Компактные анализаторы СОЭ для небольших лабораторий',
  titleName: 'Анализаторы СОЭ ROLLER',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация латексных контролей ROLLER трёх уровней рядом со штативом пробирок с кровью',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'Семейство ROLLER — компактные анализаторы Alifax для определения скорости оседания эритроцитов (СОЭ), предназначенные для небольших лабораторий. Они допускают автоматическую и ручную подачу пробы и работают с образцами малого объёма и открытыми пробирками.',
    'Свяжитесь с нами, чтобы узнать о текущих моделях и их технических характеристиках.',
  ],
  keyFigures: [
    { value: 'Автоматическая и ручная', label: 'Подача пробы' },
    { value: ru.write(v.latexControlLevels), unit: 'уровня', label: 'Латексный контроль' },
  ],
  sections: [
    {
      heading: 'Анализаторы ROLLER',
      features: [
        { name: 'Компактность', text: 'Размеры рассчитаны на небольшие лаборатории.' },
        { name: 'Подача пробы', text: 'Пробу можно подавать как автоматически, так и вручную.' },
        { name: 'Типы образцов', text: 'Работают с образцами малого объёма и открытыми пробирками.' },
      ],
    },
    {
      heading: 'Латексная технология',
      features: [
        {
          name: 'Трёхуровневый латексный контроль',
          text: 'Готовые к использованию турбидиметрические стандарты, разработанные для анализаторов СОЭ Alifax. Они обеспечивают внутрилабораторный контроль качества со статистической обработкой результатов, что помогает лаборатории при аккредитации.',
        },
        {
          name: 'Набор для внешней оценки качества',
          text: 'Подходит для всех анализаторов СОЭ Alifax и используется в независимых международных программах: CAP, LABQUALITY, NEQAS, ONEWORLD ACCURACY и API.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [['Уровни латексного контроля', ru.write(v.latexControlLevels)]],
    },
  ],
  metaDescription:
    'Компактные анализаторы СОЭ Alifax ROLLER для небольших лабораторий: автоматическая и ручная подача пробы, малые объёмы образца и открытые пробирки.',
};

export default page;
