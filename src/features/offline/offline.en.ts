import { plural, type Locale } from '../../i18n/locale';

const LANGUAGE: Record<Locale, string> = { en: 'English', ru: 'Russian' };
const pagesWord = (count: number) => plural('en', count, { one: 'page', other: 'pages' });

/**
 * The footer's control that keeps the catalogue on this device (src/features/offline/CatalogueDownload.tsx,
 * loaded with it). The page shown for a page never opened is src/i18n/en/offlinePage.ts.
 */
export const offline = {
  keep: 'Keep the catalogue on this device',
  sizing: 'Working out the size…',
  size: (pages: number, megabytes: string) =>
    `The catalogue in English, ${pages} pages with their pictures, takes ${megabytes}\u00a0MB.`,
  start: (megabytes: string) => `Download ${megabytes}\u00a0MB`,
  progress: 'Saving the catalogue',
  saved: (done: number, total: number) => `${done} of ${total} files saved`,
  /** Said (the live region) as saving starts and at each quarter: not at every file, which `saved` shows. */
  savedPart: (percent: number) =>
    percent ? `Saving the catalogue: ${percent}% saved` : 'Saving the catalogue: started',
  done: (pages: number) =>
    `Done: the catalogue (${pages} ${pagesWord(pages)}) is on this device and opens without a network connection.`,
  failed: 'The download stopped: no network connection, or not enough space on this device.',
  retry: 'Try again',
  noRoom: (needed: string, free: string) =>
    `Not enough space on this device: the catalogue needs ${needed}\u00a0MB and ${free}\u00a0MB is free. Nothing was downloaded.`,
  kept: (language: Locale, pages: number, megabytes: string, date: string) =>
    `The catalogue in ${LANGUAGE[language]} is kept on this device: ${pages} ${pagesWord(pages)}, ${megabytes}\u00a0MB, saved on ${date}.`,
  /** The Remove button's text; its accessible name is `remove`. */
  removeButton: 'Remove',
  remove: (language: Locale) => `Remove the catalogue in ${LANGUAGE[language]}`,
  removed: 'The kept catalogue has been removed from this device.',
  removeFailed: 'The catalogue could not be removed. Try again.',
  safari:
    'In Safari, add this site to the Home Screen (Share, then Add to Home Screen): otherwise Safari deletes the site’s data, the kept catalogue too, after 7 days without a visit.',
  updating: (done: number, total: number) =>
    `Saving the new version of the catalogue: ${done} of ${total} files saved`,
  updatingPart: (percent: number) =>
    percent
      ? `Saving the new version of the catalogue: ${percent}% saved`
      : 'Saving the new version of the catalogue: started',
  updateStopped:
    'The new version of the catalogue stopped downloading. The kept version still opens without a network connection; the download goes on the next time a page of this site opens online.',
  updateNoRoom: (needed: string, free: string) =>
    `Not enough space for the new version of the catalogue (${needed}\u00a0MB, ${free}\u00a0MB free): the kept version stays.`,
  updated: 'The kept catalogue is up to date.',
};
