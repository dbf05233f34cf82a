import type { EnquiryStrings } from '../en/enquiry';
import { plural } from '../locale';

const products = (n: number) =>
  `${n} ${plural('ru', n, { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' })}`;

/**
 * Русские строки формы запроса и её диалогов (перевод /work/ru-staging/screens/ui-EnquiryForm.ts,
 * ui-EnquiryDialog.ts, ui-fields.ts, ui-errors.ts, ui-mailto.ts, ui-prefill.ts). Тип запроса
 * отправляется так, как его видел посетитель: на русских страницах — по-русски.
 */
export const enquiry: EnquiryStrings = {
  formLabel: 'Запрос',
  inquiryTypes: {
    quote: 'Запрос коммерческого предложения / информации о продукции',
    support: 'Обслуживание клиентов / техническая поддержка',
  },
  fields: {
    inquiry_type: 'Тип запроса',
    from_name: 'Имя',
    company_name: 'Название компании',
    company_address: 'Адрес',
    company_phone: 'Телефон',
    from_email: 'Электронная почта',
    country: 'Страна или регион',
    message: 'Дополнительная информация',
  },
  trapLabel: 'Оставьте это поле пустым',
  empty:
    'Перед отправкой заполните хотя бы одно поле: достаточно имени, номера телефона, адреса электронной почты или сообщения.',
  notSent: 'Ваш запрос не отправлен.',
  stillInForm: 'Всё, что вы ввели, сохранено в форме.',
  writeToUs: 'Вы также можете написать нам по адресу',
  sending: 'Отправка запроса…',
  sent: 'Спасибо! Ваш запрос отправлен, мы ответим вам по электронной почте или по телефону.',
  send: 'Отправить',
  sendingButton: 'Отправка…',
  noScript:
    'Для отправки этой формы нужен JavaScript, а он отключён в вашем браузере. Напишите нам по адресу',
  privacy: {
    text: 'Данные, которые вы вводите здесь, мы используем только для ответа на ваш запрос; они приходят к нам по электронной почте через сервис доставки EmailJS.',
    link: 'Как мы обращаемся с вашими данными',
    write: 'Хотите написать нам сами?',
  },
  advice: {
    rateLimited:
      'За короткое время было отправлено слишком много запросов. Подождите минуту и снова нажмите «Отправить».',
    network:
      'Не удалось связаться с почтовым сервисом. Проверьте подключение к интернету и снова нажмите «Отправить».',
    notConfigured: 'Форма запроса сейчас недоступна.',
    serverError: 'Почтовый сервис отвечает с ошибками. Повторите попытку через несколько минут.',
    rejected: 'Почтовый сервис не принял запрос. Повторите попытку позже.',
  },
  mailtoSubject: 'Запрос с сайта',
  productMessage: (productName, url) =>
    `Прошу предоставить подробную информацию о товаре «${productName}» (${url}).\n\n`,
  dialog: {
    dismiss: 'Закрыть сообщение',
  },
  /** The quote list above the form (src/components/QuoteListSummary.tsx). */
  quoteList: {
    /** The list's heading without its count (the early list of src/components/EarlyQuoteList.tsx adds it). */
    title: 'Ваш список для запроса КП',
    heading: (n) => `Ваш список для запроса КП (${n})`,
    intro: 'Отправляется вместе с вашим запросом.',
    remove: 'Удалить',
    shareTitle: (n) => `${products(n)} из подборки IVM Medical`,
    print: 'Распечатать',
    selectionHeading: (n) => `Товары в этом запросе (${n})`,
    selectionIntro:
      'Отправляются вместе с вашим запросом. Ваш собственный список для запроса КП не меняется.',
  },
};
