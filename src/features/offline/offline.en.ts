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
  done: (pages: number) =>
    `Done: the ${pages} pages of the catalogue are on this device and open without a network connection.`,
  failed: 'The download stopped: no network connection, or not enough space on this device.',
  retry: 'Try again',
};
