import type { ProductPage } from '../../types';
import { qty, ru } from '../../../i18n/numbers';
import type englishFacts from './facts';

// Its own copy of ./facts, not the English page's (why: ProductFacts in src/content/types.ts).
const facts = import.meta.glob<typeof englishFacts>('./facts.ts', {
  eager: true,
  import: 'default',
  query: '?ru',
})['./facts.ts']!;
const { values: v } = facts;

/**
 * C100 Cassette Printer, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Принтер SurePrint для маркировки кассет холодным лазером',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: кассеты, промаркированные лазером принтера C100, и лупа над чётким кодом Data Matrix',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'C100 наносит маркировку на гистологические кассеты бесконтактным холодным лазером. Маркировка получается чёткой и несмываемой; принтер работает с кассетами многих типов — с прикреплённой крышкой и без неё, с углом скоса 45° или 35°.',
    'Между циклами ничего не нужно заменять: в принтере нет чернил, красящей ленты и УФ-лампы. Благодаря встроенному компьютеру C100 работает автономно, под управлением ПК или в составе вашей ЛИС/LIMS.',
  ],
  keyFigures: [
    { ...ru.figure(v.printTime), label: 'На одну кассету, в зависимости от содержания печати' },
    { value: ru.write(v.hourlyOutput), unit: 'кассет/ч', label: 'Скорость маркировки' },
    {
      value: ru.write(v.loadCapacity),
      unit: 'кассет',
      label: `В ${ru.write(v.loadingHoppers)} загрузочных магазинах`,
    },
    { value: ru.write(v.outputTray), unit: 'кассет', label: 'Выходной лоток-органайзер' },
    { ...ru.figure(v.resolution), label: 'Разрешение печати' },
    { ...ru.figure(v.weight), label: 'Масса нетто, примерно' },
  ],
  sections: [
    {
      heading: 'Печать холодным лазером',
      features: [
        {
          name: 'Разрешение печати',
          text: 'Несмываемая маркировка с разрешением до 2500 dpi считывается сканером на протяжении всего срока службы кассеты.',
        },
        {
          name: 'Ёмкость кода Data Matrix',
          text: 'Один код Data Matrix вмещает более 100 буквенно-цифровых символов.',
        },
      ],
    },
    {
      heading: 'Распознавание цвета кассет',
      features: [
        {
          name: 'Запатентованное распознавание цвета RGB',
          text: 'Принтер сам выбирает кассету нужного цвета. Персоналу не нужно закреплять цвета за определёнными магазинами.',
        },
      ],
    },
    {
      heading: 'Производительность',
      intro: 'Шесть загрузочных магазинов вмещают до 600 кассет, а выходной лоток — до 100.',
      features: [
        {
          name: 'Скорость маркировки',
          text: `Одна кассета каждые ${qty(2.5, 'секунды')} — в сумме до 1440 кассет в час.`,
        },
      ],
    },
    {
      heading: 'Гибкость применения',
      features: [
        {
          name: 'Встроенный компьютер',
          text: 'C100 можно использовать автономно, подключить к ПК или интегрировать с вашей ЛИС/LIMS.',
        },
      ],
    },
    {
      heading: 'Без расходных материалов',
      features: [
        {
          name: 'Без расходных материалов',
          text: 'Не нужно покупать, заменять и обслуживать картриджи с чернилами, красящие ленты или УФ-лампы.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        ['Технология печати', 'Бесконтактная лазерная маркировка'],
        ['Содержание печати', 'Буквенно-цифровые символы, символы различных языков, штрихкоды, изображения'],
        ['Скорость печати', `До ${ru.write(v.printTime)} на кассету (в зависимости от содержания печати)`],
        ['Тип кассет', 'С прикреплённой крышкой / без крышки'],
        ['Угол скоса кассеты', ru.write(v.cassetteAngles, { separator: ' и ', each: true })],
        ['Фильтр', 'Встроенная система очистки'],
        ['Системный интерфейс', 'ЛИС, МИС, ПИС, PACS'],
        ['Операционные системы', 'Windows 7, Windows 10, Linux, macOS'],
        ['Экран', `Светодиодный сенсорный экран ${ru.write(v.screen)} дюймов`],
        [
          'Электропитание',
          `${ru.write(v.voltage)} перем. тока, ±${ru.write(v.voltageTolerance)}, ${ru.write(v.power)}`,
        ],
        [
          'Загрузочная ёмкость',
          `${ru.write(v.loadingHoppers)} загрузочных магазинов, до ${ru.write(v.loadCapacity)} кассет`,
        ],
        ['Выходной лоток-органайзер', `До ${ru.write(v.outputTray)} кассет`],
        ['Габариты оборудования', ru.write(v.size)],
        ['Масса нетто', `Около ${ru.write(v.weight)}`],
        ['Встроенный сканер', 'Да'],
        ['Интеллектуальное распознавание цвета', 'Да'],
        ['Разрешение печати', `До ${ru.write(v.resolution)}`],
        ['Ёмкость кода Data Matrix', `Более ${ru.write(v.dataMatrix)} буквенно-цифровых символов`],
        ['Производительность в час', `${ru.write(v.hourlyOutput)} кассет в час`],
      ],
    },
  ],
  metaDescription: `Принтер для кассет Dakewe C100 с холодным лазером: ${qty(2.5, 'с')} на кассету, 1440 кассет в час, загрузка 600 кассет, маркировка 2500 dpi, без чернил, лент и УФ-ламп.`,
};

export default page;
