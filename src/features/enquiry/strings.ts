import { partStrings } from '../../i18n/partStrings';

/**
 * This feature's strings (src/i18n/partStrings.ts), each language a chunk of its own. The form's and
 * its dialogs': the Quote dialog is in every page, so every route loads them (src/app/routes.tsx).
 */
export const enquiryStrings = partStrings({
  name: 'enquiry',
  en: () => import('./enquiry.en').then((m) => m.enquiry),
  ru: () => import('./enquiry.ru').then((m) => m.enquiry),
  sources: { en: 'src/features/enquiry/enquiry.en.ts', ru: 'src/features/enquiry/enquiry.ru.ts' },
});

/** The consultation band's, loaded by the routes of the pages that show it. */
export const consultationCtaStrings = partStrings({
  name: 'consultationCta',
  en: () => import('./consultationCta.en').then((m) => m.consultationCta),
  ru: () => import('./consultationCta.ru').then((m) => m.consultationCta),
  sources: {
    en: 'src/features/enquiry/consultationCta.en.ts',
    ru: 'src/features/enquiry/consultationCta.ru.ts',
  },
});
