/**
 * The English interface strings. Their shape is `UiStrings`: src/i18n/ru.ts must give every key and
 * no other (a compile error otherwise). Loaded as a chunk of its own with English pages only
 * (src/i18n/strings.ts). Parts: the shell (navigation, footer, shared widgets) and the buttons of
 * search, the quote list and sharing. What only one page shows is in src/i18n/pageStrings.ts, what
 * one feature's dialog or part shows in its folder (src/i18n/partStrings.ts), loaded with it.
 */
import type { Widen } from './widen';
import { findCollectShare } from './en/findCollectShare';
import { shell } from './en/shell';

export const strings = { ...shell, fcs: findCollectShare };

export type UiStrings = Widen<typeof strings>;
