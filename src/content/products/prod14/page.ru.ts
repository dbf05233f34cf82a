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
 * LTS-T2000, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Полностью автоматическая система анализа специфических белков',
  titleName: 'Анализатор специфических белков LTS-T2000',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: позиции для образцов LTS-T2000 — штатив с пробирками с сывороткой, одна пробирка извлечена',
  ],
  summary: [
    'LTS-T2000 полностью автоматически определяет специфические белки методом нефелометрии в сыворотке, цельной крови, плазме, моче и других биологических жидкостях.',
    'Производительность — 120 тестов в час; 30 позиций для образцов и 20 — для реагентов, возможна экстренная (STAT) постановка. Данные реагентов и калибровка загружаются автоматически, кюветы очищаются сами.',
  ],
  keyFigures: [
    { value: ru.write(v.throughput), unit: 'тестов/ч', label: 'Производительность' },
    {
      value: ru.write(v.specimenPositions),
      unit: 'позиций',
      label: 'Для образцов, в т. ч. экстренных (STAT)',
    },
    {
      value: ru.write(v.reagentPositions),
      unit: 'позиций',
      label: 'Для реагентов: тесты комбинируются свободно',
    },
  ],
  sections: [
    {
      heading: 'Особенности',
      features: [
        {
          name: 'Полная автоматизация',
          text: 'Специфические белки определяются методом автоматической нефелометрии.',
        },
        { name: 'Точность и стабильность', text: 'Высокая точность и очень стабильная работа.' },
        {
          name: 'Позиции для образцов',
          text: '30 позиций для образцов, доступно экстренное (STAT) тестирование.',
        },
        { name: 'Производительность', text: 'Измерение в реальном времени, 120 тестов в час.' },
        {
          name: 'Позиции для реагентов',
          text: '20 позиций для реагентов, поэтому тесты можно свободно комбинировать.',
        },
        {
          name: 'Автоматическая загрузка данных реагентов и калибровки',
          text: 'Прибор сам загружает информацию о реагентах и калибровку.',
        },
        {
          name: 'Самоочистка кювет',
          text: 'Кюветы очищаются автоматически, чтобы исключить перекрёстную контаминацию.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        ['Производительность', `${ru.write(v.throughput)} тестов/ч`],
        ['Позиции для образцов', ru.write(v.specimenPositions)],
        ['Позиции для реагентов', ru.write(v.reagentPositions)],
      ],
    },
  ],
  metaDescription:
    'Анализатор специфических белков LTS-T2000: автоматическая нефелометрия, 120 тестов в час, 30 позиций для образцов и 20 для реагентов, режим STAT.',
};

export default page;
