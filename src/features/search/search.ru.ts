import type { search as english } from './search.en';
import type { Widen } from '../../i18n/widen';
import { plural } from '../../i18n/locale';

const results = (n: number) =>
  `${n} ${plural('ru', n, { one: 'результат', few: 'результата', many: 'результатов', other: 'результата' })}`;

/** Строки диалога поиска (src/features/search/SearchDialog.tsx); загружаются вместе с диалогом. */
export const search: Widen<typeof english> = {
  title: 'Поиск по продукции',
  label: 'Товар, модель, производитель или артикул',
  placeholder: 'например, криостат, LTS-3000, 002019',
  loading: 'Загрузка поиска…',
  failed: 'Поиск сейчас недоступен. Посмотрите',
  failedLink: 'каталог',
  count: (n, query) =>
    n === 0 ? `По запросу «${query}» ничего не найдено` : `${results(n)} по запросу «${query}»`,
  category: 'Категория',
};
