/**
 * Build time: the English search documents as JSON (vite-plugins/searchIndex.ts writes them as a
 * hashed asset). The browser indexes them with MiniSearch when search first opens: a serialised
 * MiniSearch index would be almost twice the size to download (37 KB against 20 KB gzip), while
 * indexing these 58 documents takes a few milliseconds.
 */
import { collectDocuments } from './documents';

export async function buildSearchIndex(): Promise<string> {
  return JSON.stringify(await collectDocuments());
}
