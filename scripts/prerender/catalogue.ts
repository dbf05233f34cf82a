/**
 * What the footer's 'Keep the catalogue on this device' fetches (src/features/offline/CatalogueDownload.tsx):
 * each language's pages and every picture they show, with their sizes.
 */
import { statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueFile, CatalogueManifest } from '../../src/features/offline/caches.ts';
import { CATALOGUE_MANIFEST_URL } from '../../src/features/offline/caches.ts';

export function emptyCatalogue(): CatalogueManifest {
  return { en: { pages: 0, files: [] }, ru: { pages: 0, files: [] } };
}

/**
 * Adds a page and the pictures it shows (every size and format its <picture>s offer: which one the
 * browser picks depends on the screen) to a language's catalogue, each file once, with its size.
 */
export function keepInCatalogue(
  language: { pages: number; files: CatalogueFile[] },
  route: string,
  html: string,
  dist: string,
): void {
  language.pages += 1;
  language.files.push({ url: route, bytes: Buffer.byteLength(html) });
  const known = new Set(language.files.map((file) => file.url));
  // In markup (src, srcset) and in the page's inlined styles (url(...)).
  for (const [url] of html.matchAll(/\/assets\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif)(?=[\s"',)])/g)) {
    if (known.has(url)) continue;
    known.add(url);
    language.files.push({ url, bytes: statSync(path.join(dist, url)).size });
  }
}

export async function writeCatalogue(dist: string, catalogue: CatalogueManifest): Promise<void> {
  await writeFile(path.join(dist, CATALOGUE_MANIFEST_URL), `${JSON.stringify(catalogue)}\n`);
}
