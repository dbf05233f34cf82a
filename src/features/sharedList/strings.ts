import { partStrings } from '../../i18n/partStrings';
import type { sharedList } from './sharedList.en';

/**
 * The strings of a shared quote list's proposal (src/i18n/partStrings.ts), loaded with it by the
 * contact page (src/pages/ContactPage.tsx).
 */
export const sharedListStrings = partStrings<typeof sharedList>(() =>
  import.meta.glob('/src/features/sharedList/sharedList.*.ts'),
);
