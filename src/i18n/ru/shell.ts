import type { ShellStrings } from '../en/shell';

/** Русские строки оболочки сайта: навигация, подвал, переключатель языка, общие элементы. */
export const shell: ShellStrings = {
  siteName: 'IVM Medical',
  loading: 'Загрузка…',
  skipToMain: 'Перейти к основному содержанию',
  homeLinkLabel: (companyName) => `${companyName}, главная страница`,
  nav: {
    main: 'Основная навигация',
    menu: 'Меню',
    home: 'Главная',
    company: 'Компания',
    about: 'О компании',
    responsibility: 'Комплексные решения',
    brands: 'Партнёры',
    products: 'Продукция',
    catalog: 'Каталог',
    services: 'Услуги',
    contact: 'Контакты',
    privacy: 'Конфиденциальность',
  },
  footer: {
    mainLinks: 'Основные разделы',
    usefulLinks: 'Полезные ссылки',
    contact: 'Контакты',
    tagline: 'Комплексные решения, которые помогают вам в работе.',
    address: 'P.O. Box 390789, Рас-эль-Хайма, Дубай, ОАЭ',
  },
  languageSwitch: { other: 'EN', otherName: 'English', otherLang: 'en' },
  lists: {
    cytology: 'Цитология',
    histopathology: 'Гистология',
    bacteriology: 'Бактериология',
    laboratorySupplies: 'Общелабораторное оборудование и материалы',
  },
  breadcrumb: 'Навигационная цепочка',
  seeMore: 'Подробнее',
  close: 'Закрыть',
  consultation: {
    button: 'Получить бесплатную консультацию',
    dialogTitle: 'Получите бесплатную консультацию',
  },
  quote: { button: 'Запросить КП', dialogTitle: 'Запросить коммерческое предложение' },
  errorPage: {
    heading: 'Непредвиденная ошибка',
    text: 'При отображении этой страницы произошла ошибка. Перезагрузите её; если проблема сохранится, вернитесь на главную страницу или напишите нам.',
    reload: 'Перезагрузить страницу',
    home: 'Перейти на главную страницу',
  },
  pagination: { page: (n) => `Страница ${n}` },
};
