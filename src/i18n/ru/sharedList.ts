import type { PageStrings } from '../pageStrings';
import { plural } from '../locale';

const products = (n: number) =>
  `${n} ${plural('ru', n, { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' })}`;
const entries = (n: number) =>
  `${n} ${plural('ru', n, { one: 'позиция', few: 'позиции', many: 'позиций', other: 'позиции' })}`;

/** Подборка по ссылке (выпуск 37): предложение на странице контактов и печатный лист подборки. */
export const sharedList: PageStrings<'sharedList'> = {
  heading: (n) => `Подобрано для вас: ${products(n)}`,
  emptyHeading: 'Подборка по ссылке',
  intro:
    'Эту подборку вам отправили из IVM Medical. Ваш собственный список для запроса КП не меняется, пока вы сами не добавите в него эти товары.',
  addAll: 'Добавить все в мой список',
  added: 'Теперь они в вашем списке для запроса КП.',
  enquire: 'Отправить запрос по этим товарам',
  print: 'Распечатать',
  unknown: (n) =>
    `Из ссылки ${plural('ru', n, { one: 'не показана', other: 'не показаны' })} ${entries(n)}: таких товаров нет в нашем каталоге.`,
  tooMany: (max) => `В ссылке больше ${max} позиций: прочитаны только первые ${max}.`,
  none: 'По этой ссылке не найдено ни одного товара из нашего каталога. Напишите нам ниже, что вы ищете.',
  sheet: {
    title: (n) => `Подборка товаров: ${products(n)}`,
    manufacturer: 'Производитель',
    qrAlt: (name) => `QR-код страницы товара «${name}»`,
  },
};
