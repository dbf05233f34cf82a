import { partStrings } from '../../i18n/partStrings';
import type { offline } from './offline.en';

/** The strings of the footer's catalogue download (src/i18n/partStrings.ts), loaded with it. */
export const offlineStrings = partStrings<typeof offline>(() =>
  import.meta.glob('/src/features/offline/offline.*.ts'),
);
