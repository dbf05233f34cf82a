import type { ProductPage } from '../../types';
import { ru } from '../../../i18n/numbers';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';
const { values: v } = facts;

/**
 * LTS-V400, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Анализатор для диагностики вагинитов',
  titleName: 'Система диагностики вагинитов LTS-V400',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация: тест-карты LTS-V400 с рядами лунок цветной реакции, которые считывает модуль распознавания цвета',
  ],
  summary: [
    'LTS-V400 исследует образцы вагинального отделяемого на вагинит — для скрининга и в помощь диагностике.',
    'Внесение образца, инкубация и считывание результата выполняются автоматически. За 20 минут система выполняет серию из 24 тестов; в режиме по требованию можно в любой момент поставить от 1 до 24 образцов.',
  ],
  keyFigures: [
    { value: ru.write(v.batchTests), unit: 'теста', label: `За ${ru.write(v.batchTime)}-минутную серию` },
    { value: ru.write(v.onDemand), unit: 'образца', label: 'Запуск по требованию' },
  ],
  sections: [
    {
      heading: 'Особенности',
      features: [
        {
          name: 'Автоматизированный процесс',
          text: 'Вносит образец, инкубирует и интерпретирует результат без участия оператора.',
        },
        { name: 'Быстрый серийный анализ', text: '24 теста каждые 20 минут.' },
        {
          name: 'Тестирование по требованию',
          text: 'Режим реального времени позволяет в любой момент запустить от 1 до 24 образцов.',
        },
        {
          name: 'Модуль распознавания цвета',
          text: 'Собственный модуль производителя считывает цвета точно и воспроизводимо.',
        },
      ],
    },
  ],
  specTables: [
    {
      caption: 'Технические характеристики',
      rows: [
        ['Производительность серии', `${ru.write(v.batchTests)} теста за ${ru.write(v.batchTime)} мин`],
        ['Размер серии в режиме по требованию', `${ru.write(v.onDemand)} образца`],
      ],
    },
  ],
  metaDescription:
    'Анализатор для диагностики вагинитов LTS-V400 с автоматическим считыванием: серия из 24 тестов за 20 минут или от 1 до 24 образцов по требованию.',
};

export default page;
