import type { contact as english } from '../../en/pages/contact';
import type { Widen } from '../../widen';

export const contact: Widen<typeof english> = {
  description:
    'Задайте вопрос IVM Medical, запросите коммерческое предложение или техническую поддержку: менеджеры рассчитают стоимость и подготовят предложение.',
  heading: 'Задать вопрос',
  back: 'Вернуться на главную страницу',
  lead: 'Наши менеджеры ответят на ваши вопросы, рассчитают стоимость услуг и подготовят индивидуальное коммерческое предложение.',
  formHeading: 'Отправьте нам запрос',
  formHeadingProduct: (product) => `Ваш запрос по товару «${product}»`,
  formHeadingSelection: 'Ваш запрос по выбранным товарам',
  formIntro:
    'Все поля необязательны, но чтобы мы могли вам ответить, укажите адрес электронной почты или номер телефона.',
  departments: 'Отделы',
};
