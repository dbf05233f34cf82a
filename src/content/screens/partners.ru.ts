import type * as en from './partners';
import type { Partner, PartnerSlug } from './partners';

export type { Partner, PartnerSlug };

/** Russian for ./partners.ts (/brands and the home carousel). Partner and model names stay in Latin. */

export const partnersIntro: typeof en.partnersIntro = {
  heading: 'Наши партнёры',
  text: [
    'Мы сотрудничаем с надёжными производителями и организациями по всему миру. Они рассчитывают на нас в поиске новых решений и в надёжной поддержке, а мы разделяем их стремление приносить реальную пользу тем, для кого мы работаем.',
    'Профессионализм и добросовестность делают это партнёрство выгодным для обеих сторон.',
  ],
};

export const partners: readonly Partner[] = [
  {
    slug: 'ilsa',
    name: 'iLSA Diagnostics',
    line: 'Автоматизация специальных окрасок в цитологии и роботизированное хранение образцов.',
    products: [
      { name: 'Paint Cell', path: '/prod4' },
      { name: '3S Safe Sampling Systems', path: '/lab3' },
    ],
  },
  {
    slug: 'dakewe',
    name: 'Dakewe',
    line: 'Линейка для гистологии: принтеры, гистологические процессоры, микротом, криостат, автомат для окраски и расходные материалы.',
    products: [
      { name: 'Принтер для гистологических кассет C100', path: '/hist1' },
      { name: 'Гистологический процессор HP300 Plus', path: '/hist4' },
      { name: 'Криостат 6250', path: '/hist6' },
      { name: 'Рабочая станция DP360 & CS500', path: '/hist7' },
    ],
  },
  { slug: 'copan', name: 'Copan', line: 'Партнёр-производитель. Актуальный ассортимент уточняйте у нас.' },
  {
    slug: 'alifax',
    name: 'Alifax',
    line: 'Анализаторы СОЭ для клинико-диагностической лаборатории.',
    products: [
      { name: 'TEST1 2.0', path: '/lab2' },
      { name: 'Анализаторы семейства ROLLER', path: '/lab4' },
    ],
  },
  {
    slug: 'liofilchem',
    name: 'Liofilchem',
    line: 'Партнёр-производитель. Актуальный ассортимент уточняйте у нас.',
  },
  { slug: 'slee', name: 'SLEE', line: 'Партнёр-производитель. Актуальный ассортимент уточняйте у нас.' },
  { slug: 'lituo', name: 'Lituo', line: 'Партнёр-производитель. Актуальный ассортимент уточняйте у нас.' },
  {
    slug: 'giles',
    name: 'Giles Scientific',
    line: 'Цифровые системы считывания чашек для бактериологии.',
    products: [
      { name: 'BIOMIC V3', path: '/bacter5' },
      { name: 'TRINITY V3', path: '/bacter6' },
    ],
  },
  {
    slug: 'vitro',
    name: 'Vitro (Master Diagnóstica)',
    line: 'Партнёр-производитель. Актуальный ассортимент уточняйте у нас.',
  },
];
