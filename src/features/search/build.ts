/**
 * Build time: the search documents of a language as JSON (vite-plugins/searchIndex.ts writes each
 * as a hashed asset). The browser indexes them with MiniSearch when search first opens: a serialised
 * MiniSearch index would be almost twice the size to download, while indexing these 58 documents
 * takes a few milliseconds.
 */
import type { Locale } from '../../i18n/locale';
import { collectDocuments } from './documents';

export async function buildSearchIndex(locale: Locale = 'en'): Promise<string> {
  return JSON.stringify(await collectDocuments(locale));
}
