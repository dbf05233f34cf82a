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
 * Molecular Mouse, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Портативная система ПЦР в реальном времени для быстрого качественного выявления ДНК-мишеней',
  titleName: 'ПЦР Molecular Mouse',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: ['Иллюстрация картриджей «лаборатория на чипе» Molecular Mouse с рядами микролунок'],
  summary: [
    'Molecular Mouse — портативная платформа ПЦР в реальном времени для быстрого качественного выявления ДНК-мишеней. Она заявлена как первая в мире портативная система ПЦР в реальном времени.',
    'Для каждого теста используется готовый к загрузке картридж «лаборатория на чипе», микролунки которого заранее заполнены лиофилизированными реагентами. Одновременно выполняется до 6 мультиплексных реакций.',
  ],
  keyFigures: [
    {
      value: `До ${ru.write(v.multiplexReactions)}`,
      unit: 'мультиплексных реакций',
      label: 'Выполняются одновременно',
    },
    { value: ru.write(v.sepsisTargets), unit: 'мишени', label: 'Панель для диагностики сепсиса' },
    {
      value: `Около ${ru.write(v.turnaround)}`,
      unit: 'ч',
      label: 'Время выполнения анализа на панели для диагностики сепсиса',
    },
    {
      value: `До ${ru.write(v.instruments)}`,
      unit: 'приборов',
      label: 'В одном сеансе программного обеспечения',
    },
  ],
  sections: [
    {
      heading: 'Платформа',
      features: [
        {
          name: 'Портативная ПЦР в реальном времени',
          text: 'Заявлена как первая в мире система такого типа.',
        },
        {
          name: 'Картриджи «лаборатория на чипе»',
          text: 'Поставляются готовыми к использованию, с лиофилизированными реагентами в каждой микролунке.',
        },
        { name: 'Мультиплексирование', text: 'До 6 мультиплексных реакций одновременно.' },
      ],
    },
    {
      heading: 'Панель для диагностики сепсиса',
      features: [
        { name: 'Размер панели', text: '64 мишени; панель заявлена как самая большая.' },
        {
          name: 'Возможности',
          text: 'Выявляет основные клинически значимые микроорганизмы и их гены устойчивости к антибиотикам в положительных гемокультурах.',
        },
        { name: 'Время выполнения анализа', text: 'Результаты примерно за 1 час.' },
      ],
    },
    {
      heading: 'Модульная конфигурация, расширяемая с ростом числа образцов',
      features: [
        {
          name: 'Масштабируемая конфигурация',
          text: 'В одном сеансе программного обеспечения можно управлять не более чем 6 приборами, каждый из которых работает независимо.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        ['Одновременно выполняемые мультиплексные реакции', `До ${ru.write(v.multiplexReactions)}`],
        ['Мишени панели для диагностики сепсиса', ru.write(v.sepsisTargets)],
        ['Время до результата', `Около ${ru.write(v.turnaround)} часа`],
        ['Приборов в одном сеансе программного обеспечения', `До ${ru.write(v.instruments)}`],
      ],
    },
  ],
  metaDescription:
    'Molecular Mouse: портативная ПЦР в реальном времени на картриджах «лаборатория на чипе», до 6 реакций; панель сепсиса — 64 мишени примерно за 1 час.',
};

export default page;
