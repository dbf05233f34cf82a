/**
 * The Russian interface strings: every key of src/i18n/en.ts (`UiStrings`), none other. Terms as in
 * tests/fixtures/glossary.ts. Loaded as a chunk of its own with Russian pages only.
 */
import type { UiStrings } from './en';
import { findCollectShare } from './ru/findCollectShare';
import { shell } from './ru/shell';

export const strings: UiStrings = { ...shell, fcs: findCollectShare };
