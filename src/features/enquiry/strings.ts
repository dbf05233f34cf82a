import { partStrings } from '../../i18n/partStrings';
import type { consultationCta } from './consultationCta.en';
import type { enquiry } from './enquiry.en';

/**
 * This feature's strings (src/i18n/partStrings.ts), each language a chunk of its own. The form's and
 * its dialogs': the Quote dialog is in every page, so every route loads them (src/app/routes.tsx).
 */
export const enquiryStrings = partStrings<typeof enquiry>(() =>
  import.meta.glob('/src/features/enquiry/enquiry.*.ts'),
);

/** The consultation band's, loaded by the routes of the pages that show it. */
export const consultationCtaStrings = partStrings<typeof consultationCta>(() =>
  import.meta.glob('/src/features/enquiry/consultationCta.*.ts'),
);
