import { partStrings } from '../../i18n/partStrings';

/**
 * The strings of a shared quote list's proposal (src/i18n/partStrings.ts), loaded with it by the
 * contact page (src/pages/ContactPage.tsx).
 */
export const sharedListStrings = partStrings({
  name: 'sharedList',
  en: () => import('./sharedList.en').then((m) => m.sharedList),
  ru: () => import('./sharedList.ru').then((m) => m.sharedList),
  sources: { en: 'src/features/sharedList/sharedList.en.ts', ru: 'src/features/sharedList/sharedList.ru.ts' },
});
