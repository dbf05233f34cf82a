import { partStrings } from '../../i18n/partStrings';

/** The strings of the footer's catalogue download (src/i18n/partStrings.ts), loaded with it. */
export const offlineStrings = partStrings({
  name: 'offline',
  en: () => import('./offline.en').then((m) => m.offline),
  ru: () => import('./offline.ru').then((m) => m.offline),
  sources: { en: 'src/features/offline/offline.en.ts', ru: 'src/features/offline/offline.ru.ts' },
});
