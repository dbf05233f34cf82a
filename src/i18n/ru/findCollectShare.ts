import type { FindCollectShareStrings } from '../en/findCollectShare';
import { plural } from '../locale';

/**
 * Русские строки поиска, списка для запроса КП, кнопки «Поделиться» и печатного листа (перевод
 * /work/ru-staging/screens/ui-new.ts; термины — src/i18n/glossary.ts). Числа — с русскими формами
 * множественного числа (Intl.PluralRules('ru')).
 */
const results = (n: number) =>
  `${n} ${plural('ru', n, { one: 'результат', few: 'результата', many: 'результатов', other: 'результата' })}`;
const products = (n: number) =>
  `${n} ${plural('ru', n, { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' })}`;

export const findCollectShare: FindCollectShareStrings = {
  search: {
    button: 'Поиск',
    title: 'Поиск по продукции',
    label: 'Продукт, модель, производитель или артикул',
    placeholder: 'например, криостат, LTS-3000, 002019',
    loading: 'Загрузка поиска…',
    failed: 'Поиск сейчас недоступен. Посмотрите',
    failedLink: 'каталог',
    count: (n, query) =>
      n === 0 ? `По запросу «${query}» ничего не найдено` : `${results(n)} по запросу «${query}»`,
    category: 'Категория',
  },
  quote: {
    add: 'Добавить в список для запроса КП',
    remove: 'Удалить из списка для запроса КП',
    count: (n) => `${products(n)} в вашем списке`,
    listHeading: (n) => `Ваш список для запроса КП (${n})`,
    listIntro: 'Отправляется вместе с вашим запросом.',
    removeItem: 'Удалить',
  },
  share: {
    button: 'Поделиться',
    menu: 'Способы поделиться',
    copy: 'Копировать ссылку',
    copied: 'Ссылка скопирована',
    copyFailed: 'Не удалось скопировать. Выделите и скопируйте:',
    whatsapp: 'WhatsApp',
    email: 'Эл. почта',
    qr: 'QR-код',
    qrAlt: (url) => `QR-код адреса ${url}`,
  },
};
