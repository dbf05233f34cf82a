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
 * BIOMIC V3, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Открытая система цифровой визуализации для считывания микробиологических чашек и панелей',
  titleName: 'Система считывания чашек BIOMIC V3',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация чашки BIOMIC V3 для диско-диффузионного метода с дисками антибиотиков и измеряемыми зонами задержки роста',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'BIOMIC V3 с помощью цифровой визуализации автоматизирует считывание чашек и панелей для клинических микробиологических исследований, а также контрольных материалов. Результаты интерпретируются автоматически по рекомендациям CLSI или EUCAST.',
    'Это открытая система: она считывает также тесты и контрольные материалы других производителей. Производитель — компания Giles Scientific из Санта-Барбары (Калифорния, США).',
  ],
  keyFigures: [
    { value: ru.write(v.monitor), unit: 'дюйма', label: 'Монитор с сенсорным экраном' },
    { value: 'CLSI / EUCAST', label: 'Автоматическая интерпретация' },
  ],
  sections: [
    {
      heading: 'Открытая система',
      features: [
        {
          name: 'Работа с продукцией разных производителей',
          text: 'Считывает тесты и контрольные материалы других производителей.',
        },
        {
          name: 'Интерпретация по CLSI/EUCAST',
          text: 'Интерпретация по CLSI или EUCAST выполняется автоматически.',
        },
      ],
    },
    {
      heading: 'Дополнительные модули',
      features: [
        { name: 'Метод микроразведений в бульоне*' },
        { name: 'Диско-диффузионный метод' },
        { name: 'Градиентные полоски для определения МПК (MIC Strip)' },
        { name: 'Идентификация микроорганизмов' },
        { name: 'Подсчёт колоний' },
        { name: 'Метод разведений в агаре*' },
        { name: 'Скрининг мочи' },
      ],
    },
    {
      heading: 'Результаты с поддержкой ИИ',
      features: [
        {
          name: 'Алгоритмы ИИ',
          text: 'Результаты формируются с помощью сопоставления с шаблонами, анализа изображений и распознавания символов. Эти алгоритмы также помогают пользователю принимать решения и готовить отчёты.',
        },
      ],
    },
    {
      heading: 'Данные и подключение',
      features: [
        {
          name: 'Цифровой архив',
          text: 'Каждый результат теста сохраняется вместе с изображениями высокого разрешения.',
        },
        {
          name: 'Интерфейс ЛИС/LIMS',
          text: 'Подключается к лабораторной информационной системе, поддерживает считывание штрихкодов.',
        },
        {
          name: 'Ввод данных на сенсорном экране',
          text: 'Данные вводятся на мониторе с сенсорным экраном 24 дюйма, что обеспечивает стандартизированную регистрацию и отчётность.',
        },
      ],
    },
  ],
  specTables: [
    { caption: 'Технические характеристики', rows: [['Монитор', `${ru.write(v.monitor)} дюйма`]] },
  ],
  metaDescription:
    'BIOMIC V3 от Giles Scientific: цифровое считывание микробиологических чашек и панелей, автоматическая интерпретация по CLSI/EUCAST, подключение к ЛИС/LIMS.',
};

export default page;
