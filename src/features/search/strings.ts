import { partStrings } from '../../i18n/partStrings';
import type { search } from './search.en';

/** The search dialog's strings (src/i18n/partStrings.ts), loaded with it (SearchButton.tsx). */
export const searchStrings = partStrings<typeof search>(() =>
  import.meta.glob('/src/features/search/search.*.ts'),
);
