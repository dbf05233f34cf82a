import type { FindCollectShareStrings } from '../en/findCollectShare';
import { plural } from '../locale';

/**
 * Русские строки поиска, списка для запроса КП, кнопки «Поделиться» и печатного листа (термины —
 * tests/fixtures/glossary.ts). Числа — с русскими формами
 * множественного числа (Intl.PluralRules('ru')).
 */
const products = (n: number) =>
  `${n} ${plural('ru', n, { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' })}`;

export const findCollectShare: FindCollectShareStrings = {
  search: {
    button: 'Поиск',
  },
  quote: {
    add: 'Добавить в список для запроса КП',
    count: (n) => `${products(n)} в вашем списке`,
    added: (name, n) => `Товар «${name}» добавлен в список для запроса КП. В списке ${products(n)}.`,
    removed: (name, n) =>
      `Товар «${name}» удалён из списка для запроса КП. ${n ? `В списке ${products(n)}.` : 'Список пуст.'}`,
  },
  share: {
    button: 'Поделиться',
  },
  network: {
    waiting: 'Нет подключения к сети. Откроется, когда подключение восстановится.',
    held: 'Нет подключения к сети. Действие выполнится, когда подключение восстановится.',
  },
};
