import type { ProductPage } from '../../types';
import { ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { values: v } = facts;
/** A key figure and a Specifications row: two units, in words. */
const timeToResult = `От ${ru.write(v.fastestResult)} секунд до ${ru.write(v.slowestResult)} минут`;

/**
 * LTS-T1000, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Анализатор специфических белков',
  titleName: 'Анализатор специфических белков LTS-T1000',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: результат нефелометрического измерения LTS-T1000 на экране, спереди четыре кюветы с образцами',
  ],
  summary: [
    'LTS-T1000 выполняет количественное определение специфических белков в сыворотке, цельной крови, плазме, моче и других биологических жидкостях.',
    'Прибор работает по методу нефелометрического иммуноанализа на четырёх независимых каналах и выдаёт результат за время от 20 секунд до 3 минут. Калибровка выполняется по карте: достаточно провести картой через считыватель.',
  ],
  keyFigures: [
    { value: ru.write(v.channels), unit: 'канала', label: 'Параллельное измерение' },
    { value: timeToResult, label: 'Время до результата' },
  ],
  sections: [
    {
      heading: 'Особенности',
      features: [
        { name: 'Нефелометрический иммуноанализ', text: 'Возможно измерение нескольких параметров.' },
        { name: 'Точность', text: 'Высокая точность в широком линейном диапазоне.' },
        { name: 'Четыре канала', text: 'Разные параметры измеряются одновременно, не влияя друг на друга.' },
        {
          name: 'Быстрые результаты',
          text: 'Тестирование в реальном времени, результат за время от 20 секунд до 3 минут.',
        },
        {
          name: 'Калибровка по карте',
          text: 'Для калибровки достаточно провести картой через считыватель. Работа остаётся простой и гибкой.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        ['Число каналов', ru.write(v.channels)],
        ['Время до результата', timeToResult],
      ],
    },
  ],
  metaDescription:
    'Анализатор специфических белков LTS-T1000: нефелометрия на 4 каналах; сыворотка, цельная кровь, плазма и моча; результат от 20 с до 3 мин.',
};

export default page;
