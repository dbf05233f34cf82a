import type { offline as en } from './offline.en';
import type { Widen } from '../../i18n/widen';
import { plural, type Locale } from '../../i18n/locale';

const pagesWord = (count: number) =>
  plural('ru', count, { one: 'страница', few: 'страницы', many: 'страниц', other: 'страницы' });

/** «на русском языке»: the language of a catalogue, as the sentences below need it. */
const LANGUAGE: Record<Locale, string> = { en: 'на английском языке', ru: 'на русском языке' };

/** Кнопка в подвале, сохраняющая каталог на этом устройстве (src/features/offline/CatalogueDownload.tsx). */
export const offline: Widen<typeof en> = {
  keep: 'Сохранить каталог на этом устройстве',
  sizing: 'Определяем объём…',
  size: (pages, megabytes) =>
    `Каталог на русском языке (${pages} ${pagesWord(pages)} с изображениями) займёт ${megabytes}\u00a0МБ.`,
  start: (megabytes) => `Загрузить ${megabytes}\u00a0МБ`,
  progress: 'Сохранение каталога',
  saved: (done, total) => `Сохранено файлов: ${done} из ${total}`,
  savedPart: (percent) =>
    percent ? `Сохранение каталога: сохранено ${percent}%` : 'Сохранение каталога начато',
  done: (pages) =>
    `Готово: каталог (${pages} ${pagesWord(pages)}) сохранён на этом устройстве и открывается без подключения к сети.`,
  failed: 'Загрузка прервана: нет подключения к сети или на устройстве недостаточно места.',
  retry: 'Повторить',
  noRoom: (needed, free) =>
    `На устройстве недостаточно места: каталогу нужно ${needed}\u00a0МБ, а свободно ${free}\u00a0МБ. Загрузка не начата.`,
  // The date ends with «г.», which then ends the sentence too.
  kept: (language, pages, megabytes, date) =>
    `На этом устройстве хранится каталог ${LANGUAGE[language]} (${pages} ${pagesWord(pages)}, ${megabytes}\u00a0МБ), загруженный ${date.endsWith('.') ? date : `${date}.`}`,
  removeButton: 'Удалить',
  remove: (language) => `Удалить каталог ${LANGUAGE[language]}`,
  removed: 'Сохранённый каталог удалён с этого устройства.',
  removeFailed: 'Не удалось удалить каталог. Повторите попытку.',
  safari:
    'В Safari добавьте этот сайт на экран «Домой» (кнопка «Поделиться» → «На экран „Домой“»): иначе Safari удалит данные сайта, в том числе сохранённый каталог, если сайт не открывать 7 дней.',
  updating: (done, total) => `Загрузка новой версии каталога, сохранено файлов: ${done} из ${total}`,
  updatingPart: (percent) =>
    percent
      ? `Загрузка новой версии каталога: сохранено ${percent}%`
      : 'Загрузка новой версии каталога начата',
  updateStopped:
    'Загрузка новой версии каталога прервана. Сохранённая версия по-прежнему открывается без подключения к сети; загрузка продолжится, когда страница сайта будет открыта при подключении к сети.',
  updateNoRoom: (needed, free) =>
    `Для новой версии каталога недостаточно места (нужно ${needed}\u00a0МБ, свободно ${free}\u00a0МБ): остаётся сохранённая версия.`,
  updated: 'Сохранённый каталог обновлён до последней версии.',
};
