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
 * LTS-IF80, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Количественный иммунофлуоресцентный анализатор',
  titleName: 'Иммунофлуоресцентный анализатор LTS-IF80',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: флуоресцентные тест-карты LTS-IF80 с лункой для образца, зоной считывания и QC-кодом',
  ],
  summary: [
    'LTS-IF80 использует иммунофлуоресцентный анализ с временным разрешением для количественного определения специфических белков в сыворотке, плазме, цельной крови, моче и других биологических жидкостях.',
    'Прибор автоматически разводит образец, инкубирует его и печатает результат. Анализатор имеет 20 каналов, загружает данные реагентов и калибровку без карты, подключается к ЛИС и хранит до 600 результатов.',
  ],
  keyFigures: [
    { value: ru.write(v.channels), unit: 'каналов', label: 'Каналы измерения в любом сочетании' },
    { value: ru.write(v.resultStorage), unit: 'результатов', label: 'Хранение, до' },
  ],
  sections: [
    {
      heading: 'Особенности',
      features: [
        { name: 'Полная автоматизация', text: 'Разводит образец, инкубирует и печатает результаты.' },
        {
          name: 'Калибровка без карты',
          text: 'Информация о реагентах и калибровка загружаются автоматически, вставлять карту не нужно.',
        },
        {
          name: 'Широкий перечень тестов',
          text: 'Кардиомаркеры, маркеры функции почек, маркеры инфекций и другие показатели.',
        },
        { name: '20 каналов', text: 'Параметры тестов можно сочетать произвольно.' },
        {
          name: 'QC-код на реагентах',
          text: 'Код содержит данные, специфичные для теста и для серии (лота).',
        },
        {
          name: 'Подключение к ЛИС и хранение данных',
          text: 'Подключается к лабораторной информационной системе и хранит до 600 результатов.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        ['Число каналов', ru.write(v.channels)],
        ['Хранение результатов', `До ${ru.write(v.resultStorage)} результатов`],
      ],
    },
  ],
  metaDescription:
    'Количественный иммунофлуоресцентный анализатор LTS-IF80: флуоресценция с временным разрешением, 20 каналов, связь с ЛИС, память на 600 результатов.',
};

export default page;
