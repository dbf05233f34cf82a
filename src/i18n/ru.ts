/**
 * The Russian interface strings: every key of src/i18n/en.ts (`UiStrings`), none other. Terms as in
 * src/i18n/glossary.ts. Loaded as a chunk of its own with Russian pages only.
 */
import type { UiStrings } from './en';
import { enquiry } from './ru/enquiry';
import { findCollectShare } from './ru/findCollectShare';
import { pages } from './ru/pages';
import { shell } from './ru/shell';

export const strings: UiStrings = { ...shell, pages, enquiry, fcs: findCollectShare };
