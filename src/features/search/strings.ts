import { partStrings } from '../../i18n/partStrings';

/** The search dialog's strings (src/i18n/partStrings.ts), loaded with it (SearchButton.tsx). */
export const searchStrings = partStrings({
  name: 'search',
  en: () => import('./search.en').then((m) => m.search),
  ru: () => import('./search.ru').then((m) => m.search),
  sources: { en: 'src/features/search/search.en.ts', ru: 'src/features/search/search.ru.ts' },
});
