import type { offline as en } from './offline.en';
import type { Widen } from '../../i18n/widen';
import { plural } from '../../i18n/locale';

const pagesWord = (count: number) =>
  plural('ru', count, { one: 'страница', few: 'страницы', many: 'страниц', other: 'страницы' });

/** Кнопка в подвале, сохраняющая каталог на этом устройстве (src/features/offline/CatalogueDownload.tsx). */
export const offline: Widen<typeof en> = {
  keep: 'Сохранить каталог на этом устройстве',
  sizing: 'Определяем объём…',
  size: (pages, megabytes) =>
    `Каталог на русском языке (${pages} ${pagesWord(pages)} с изображениями) займёт ${megabytes}\u00a0МБ.`,
  start: (megabytes) => `Загрузить ${megabytes}\u00a0МБ`,
  progress: 'Сохранение каталога',
  saved: (done, total) => `Сохранено файлов: ${done} из ${total}`,
  done: (pages) =>
    `Готово: каталог (${pages} ${pagesWord(pages)}) сохранён на этом устройстве и открывается без подключения к сети.`,
  failed: 'Загрузка прервана: нет подключения к сети или на устройстве недостаточно места.',
  retry: 'Повторить',
};
