import { plural } from '../../i18n/locale';
import { company } from '../shell/company';
import type * as en from './home';

/** Russian for ./home.ts (the home page's words). Figures come from company.ts, as in the English. */

/** The English type with its visible text widened to string; ids, icons, routes and the logo order keep their literal types. */
type Widen<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { [I in keyof T]: Widen<T[I]> }
    : T extends object
      ? { [K in keyof T]: K extends 'id' | 'icon' | 'to' | 'order' ? T[K] : Widen<T[K]> }
      : T;

/** «29 мировых производителей» after «оборудование» and «представляем»: the genitive, which agrees with any count (21 мирового производителя). */
const worldMakers = plural('ru', company.manufacturers, {
  one: 'мирового производителя',
  other: 'мировых производителей',
});

export const hero: Widen<typeof en.hero> = {
  kicker: 'Медицинское и лабораторное оборудование',
  heading: company.name,
  subtitle: 'Инновации для вашего развития',
  lead: `Оборудование ${company.manufacturers} ${worldMakers} для лабораторий, клиник и больниц СНГ, Индии и других стран Южной Азии.`,
  primary: { label: 'Смотреть продукцию', to: '/catalogs' },
  secondary: { label: 'Наши услуги', to: '/services' },
};

/** The nine overview cards, in the English order, with the Russian product names. */
export const overview: Widen<typeof en.overview> = {
  kicker: 'Продукция',
  heading: 'Поставляем медицинское оборудование и расходные материалы',
  intro: `Мы представляем ${company.manufacturers} ${worldMakers} медицинского оборудования и расходных материалов и поставляем их фирменную продукцию в страны СНГ, Индию и другие страны Южной Азии.`,
  cards: [
    { id: 'bacter1', name: 'I-dOne' },
    { id: 'bacter5', name: 'Biomic V3' },
    { id: 'bacter2', name: 'HB&L' },
    { id: 'prod1', name: 'CELL EXPERT' },
    { id: 'hist7', name: 'Автомат для окраски и заключения препаратов DP360' },
    { id: 'prod12', name: 'LTS-3000B' },
    { id: 'hist6', name: 'Криостат-микротом 6250' },
    { id: 'hist4', name: 'Гистологический процессор HP300 Plus' },
    { id: 'hist5', name: 'Ротационный микротом MT1' },
  ],
  more: {
    heading: 'Ищете что-то другое?',
    text: 'Ознакомьтесь с полным ассортиментом: цитология, гистология, бактериология, а также общелабораторное оборудование и материалы.',
    label: 'Вся продукция',
    to: '/catalogs',
  },
  cardLabel: 'Подробнее',
};

export const aiSolutions: Widen<typeof en.aiSolutions> = {
  kicker: 'Диагностика с применением ИИ',
  heading: 'Комплексные решения на основе искусственного интеллекта',
  intro:
    'Мы внедряем искусственный интеллект в повседневную работу диагностической лаборатории: скрининг рака шейки матки, цитология и гистология, микробиология, молекулярная диагностика и автоматизация лаборатории.',
  items: [
    { name: 'Скрининг рака шейки матки с применением ИИ', icon: 'cervical' },
    { name: 'Цитология и гистология с применением ИИ', icon: 'cytology' },
    { name: 'Микробиология', icon: 'microbiology' },
    { name: 'Молекулярная диагностика', icon: 'molecular' },
    { name: 'Автоматизация лаборатории', icon: 'automation' },
  ],
  link: { label: 'Узнать о наших решениях', to: '/responsibility' },
};

export const aboutUs: typeof en.aboutUs = {
  kicker: 'О компании',
  heading: 'Надёжный партнёр в здравоохранении',
  paragraphs: [
    `Компания ${company.legalName} работает с ${company.founded} года и базируется в Объединённых Арабских Эмиратах. Мы ведём деятельность в странах СНГ и расширяем присутствие в Индии и других странах Южной Азии.`,
    'Мы специализируемся на современных комплексных медицинских решениях для медицинских центров, клинических лабораторий и научно-исследовательских центров и подкрепляем каждое из них первоклассной сервисной поддержкой.',
    'Поэтому клиенты знают нас как надёжного партнёра, поставщика и новатора в сфере здравоохранения.',
  ],
  link: { label: 'Подробнее о компании', to: '/about' },
};

export const servicesGrid: typeof en.servicesGrid = {
  kicker: 'Услуги',
  heading: 'Услуги и решения для больниц и клиник',
  intro:
    'За нашей работой стоят большой опыт, квалифицированные специалисты и сильные партнёры, а наш успех основан на индивидуальном подходе к каждому клиенту.',
  linkLabel: 'Подробнее',
};

/** The labels follow their figures: «29 партнёров», «375 довольных клиентов». */
export const counters: typeof en.counters = {
  heading: 'IVM в цифрах',
  items: [
    { end: company.founded, label: 'Год основания' },
    {
      end: company.manufacturers,
      label: plural('ru', company.manufacturers, {
        one: 'Партнёр по всему миру',
        few: 'Партнёра по всему миру',
        many: 'Партнёров по всему миру',
        other: 'Партнёра по всему миру',
      }),
    },
    {
      end: company.customers,
      label: plural('ru', company.customers, {
        one: 'Довольный клиент',
        few: 'Довольных клиента',
        many: 'Довольных клиентов',
        other: 'Довольного клиента',
      }),
    },
  ],
};

export const consultation: typeof en.consultation = {
  kicker: 'Бесплатная консультация',
  heading: 'Получите бесплатную консультацию наших экспертов',
  text: 'Задайте нам любой вопрос о медицинском оборудовании, его применении и стоимости. Мы предложим решения с учётом ваших задач и подготовим индивидуальное коммерческое предложение.',
  button: 'Начать сотрудничество',
};

export const partnersSection: Widen<typeof en.partnersSection> = {
  kicker: 'Партнёры',
  heading: 'Производители, которых мы представляем',
  intro: `Некоторые из ${company.manufacturers} ${plural('ru', company.manufacturers, { one: 'производителя', other: 'производителей' })}, чью продукцию мы поставляем на наши рынки.`,
  carouselLabel: 'Логотипы партнёров',
  /** The order of the logos: the English module's. */
  order: ['ilsa', 'slee', 'copan', 'alifax', 'liofilchem', 'dakewe', 'giles', 'vitro', 'lituo'],
  link: { label: 'Все партнёры', to: '/brands' },
};
