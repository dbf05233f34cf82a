import type { ProductPage } from '../../types';
// Its own copy of ./facts (vite-plugins/ownFacts.ts).
import facts from './facts';

/**
 * TRINITY V3, in Russian: what its page shows beyond the card, with the same structure as
 * ./page.ts (loaded with the page only).
 */
const page: ProductPage = {
  tagline: 'Система считывания зон задержки роста при испытаниях антибиотиков',
  titleName: 'Система считывания зон TRINITY V3',
  /** The alt texts of its pictures after the first (the card's), in file order. */
  morePictureAlts: [
    'Иллюстрация чашки TRINITY V3 для испытания методом диффузии в агар со стальными цилиндрами и их зонами задержки роста',
  ],
  manufacturer: facts.manufacturer,
  summary: [
    'TRINITY V3 — система считывания зон задержки роста при испытаниях антибиотиков. Цифровая визуализация автоматизирует измерение зон и расчёт активности антибиотиков.',
    'Это законченная система для промышленной микробиологии, которую часто выбирают фармацевтические лаборатории обеспечения и контроля качества (QA/QC). Производитель — компания Giles Scientific из Санта-Барбары (Калифорния, США).',
  ],
  keyFigures: [
    { value: '21 CFR Part 11', label: 'Соответствие требованиям к электронной подписи' },
    { value: 'IQ, OQ, PQ', label: 'Документация по квалификации с каждой системой' },
  ],
  sections: [
    {
      heading: 'Функции',
      features: [
        {
          name: 'Автоматическое считывание зон',
          text: 'Измеряет зоны и рассчитывает активность при испытаниях антибиотиков.',
        },
        { name: 'Модуль подсчёта колоний', text: 'Поставляется опционально.' },
      ],
    },
    {
      heading: 'Соответствие требованиям',
      features: [
        { name: '21 CFR Part 11', text: 'Соответствует требованиям к электронной подписи.' },
        { name: 'Методы диффузии в агар', text: 'Поддерживает методы USP <81>, EP, BP и JP.' },
        {
          name: 'Документация по квалификации (IQ/OQ/PQ)',
          text: 'Протоколы IQ, OQ и PQ прилагаются к каждой системе.',
        },
      ],
    },
    {
      heading: 'Сопутствующие принадлежности',
      features: [
        {
          name: 'Стальные цилиндры и дозаторы',
          text: 'Giles Scientific также предлагает стальные цилиндры и дозаторы для определения активности антибиотиков.',
        },
      ],
    },
  ],
  specTables: [],
  metaDescription:
    'TRINITY V3 (Giles Scientific) автоматически измеряет зоны задержки роста и рассчитывает активность антибиотиков; 21 CFR Part 11, документы IQ/OQ/PQ.',
};

export default page;
