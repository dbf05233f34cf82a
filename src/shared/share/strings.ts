import { partStrings } from '../../i18n/partStrings';
import type { share } from './share.en';

/**
 * The strings of the share menu, loaded with it (ShareButton.tsx), and of the printed quote sheet,
 * loaded when a list is printed (printQuoteSheet.tsx). See src/i18n/partStrings.ts.
 */
export const shareStrings = partStrings<typeof share>(() => import.meta.glob('/src/shared/share/share.*.ts'));
