import type { ProductPage } from '../../types';
import { ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { values: v } = facts;

/**
 * LTS-V800, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Анализатор вагинального отделяемого',
  titleName: 'Анализатор вагинального отделяемого LTS-V800',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: экран результатов LTS-V800 — микроскопическое изображение клеток рядом со столбчатой диаграммой микробиоценоза, спереди пробирки с образцами',
  ],
  summary: [
    'LTS-V800 исследует образцы вагинального отделяемого. Он даёт полную картину состояния микробиоценоза влагалища и помогает клиницистам дифференцировать различные типы вагинита.',
    'Микроскопия и химические тесты выполняются в одном приборе: 40 образцов за цикл, вся серия — менее чем за 60 минут.',
  ],
  keyFigures: [
    { value: ru.write(v.specimens), unit: 'образцов', label: 'За один цикл' },
    { value: `< ${ru.write(v.batchTime)}`, unit: 'мин', label: 'Время на серию' },
  ],
  sections: [
    {
      heading: 'Особенности',
      features: [
        { name: 'Исследование «2 в 1»', text: 'Микроскопия и химические тесты в одном приборе.' },
        { name: 'Оценка микробиоценоза влагалища', text: 'Комплексная оценка микробиоценоза влагалища.' },
        {
          name: 'Полностью автоматический анализ',
          text: 'Автоматический анализ заменяет ручную работу.',
        },
        {
          name: 'Производительность серии',
          text: '40 образцов за цикл; вся серия завершается менее чем за 60 минут.',
        },
        {
          name: 'Гибкие комбинации тестов',
          text: 'Выполнение отдельных тестов, панели из пяти тестов или панели из шести тестов.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        ['Образцов за цикл', ru.write(v.specimens)],
        ['Время на серию', `Менее ${ru.write(v.batchTime)} мин`],
      ],
    },
  ],
  metaDescription:
    'Анализатор вагинального отделяемого LTS-V800: микроскопия и химические тесты в одном приборе, 40 образцов за цикл продолжительностью менее 60 минут.',
};

export default page;
