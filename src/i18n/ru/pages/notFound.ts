import type { notFound as english } from '../../en/pages/notFound';
import type { Widen } from '../../widen';

export const notFound: Widen<typeof english> = {
  title: 'Страница не найдена',
  description:
    'Запрошенной страницы нет на сайте IVM Medical. Перейдите на главную страницу, в каталог продукции или на страницу контактов.',
  kicker: 'Ошибка 404',
  lead: 'Нам не удалось найти эту страницу. Возможно, она была перемещена или в ссылке допущена опечатка. Продолжить можно отсюда:',
  contact: 'Контакты',
  note: 'Страница не найдена.',
  noteLink: 'Перейти на главную страницу на русском языке',
};
