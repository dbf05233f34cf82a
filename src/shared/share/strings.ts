import { partStrings } from '../../i18n/partStrings';

/**
 * The strings of the share menu, loaded with it (ShareButton.tsx), and of the printed quote sheet,
 * loaded when a list is printed (printQuoteSheet.tsx). See src/i18n/partStrings.ts.
 */
export const shareStrings = partStrings({
  name: 'share',
  en: () => import('./share.en').then((m) => m.share),
  ru: () => import('./share.ru').then((m) => m.share),
  sources: { en: 'src/shared/share/share.en.ts', ru: 'src/shared/share/share.ru.ts' },
});
