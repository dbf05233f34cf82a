/**
 * What the footer's 'Keep the catalogue on this device' keeps (src/features/offline/): for each
 * language a self-contained set, every page with every picture it shows, every code and style file
 * those pages can load (from the client build's manifest: vite-plugins/languageChunks.ts), the
 * language's search index, the interface's pictures and icons and the offline page, each with its
 * size, and a build id (a hash of the list and the files' contents): a device whose kept set has
 * another build id fetches the new set beside it and only then drops the old one.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueFile, CatalogueManifest, KeptList } from '../../src/features/offline/caches.ts';
import { CATALOGUE_MANIFEST_URL } from '../../src/features/offline/caches.ts';
import { codeOfLanguage, readClientManifest, type Language } from '../../vite-plugins/languageChunks.ts';
import { OFFLINE_PAGES } from '../../vite-plugins/offlinePage.ts';
import { WEB_APP_MANIFESTS } from '../../vite-plugins/webAppManifest.ts';

export function emptyCatalogue(): CatalogueManifest {
  return { en: { build: '', pages: 0, files: [] }, ru: { build: '', pages: 0, files: [] } };
}

function add(language: KeptList, url: string, bytes: number): void {
  if (!language.files.some((file) => file.url === url)) language.files.push({ url, bytes });
}

/**
 * Adds a page and the pictures it shows (every size and format its <picture>s offer: which one the
 * browser picks depends on the screen) to a language's catalogue, each file once, with its size.
 */
export function keepInCatalogue(language: KeptList, route: string, html: string, dist: string): void {
  language.pages += 1;
  add(language, route, Buffer.byteLength(html));
  // In markup (src, srcset) and in the page's inlined styles (url(...)).
  for (const [url] of html.matchAll(/\/assets\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif)(?=[\s"',)])/g))
    add(language, url, statSync(path.join(dist, url)).size);
}

/** Files every page of the site names outside /assets/ (the icons; its language's manifest below). */
const SITE_FILES = ['/favicon.svg', '/favicon-32.png', '/apple-touch-icon.png'];

/**
 * Completes each language's set with what its pages need besides their markup and pictures (read
 * before the prerender deletes the client manifest), then gives it its build id.
 */
export function completeCatalogue(dist: string, catalogue: CatalogueManifest): void {
  const manifest = readClientManifest(dist);
  const assets = readdirSync(path.join(dist, 'assets'));
  for (const language of ['en', 'ru'] as const satisfies readonly Language[]) {
    const list = catalogue[language];
    const searchIndex = assets.filter(
      (name) => name.startsWith(`search-${language}-`) && name.endsWith('.json'),
    );
    if (searchIndex.length !== 1)
      throw new Error(`${language}: ${searchIndex.length} search indexes in assets/`);
    const interfacePictures = readdirSync(path.join(dist, 'assets', 'ui')).map(
      (name) => `/assets/ui/${name}`,
    );
    for (const url of [
      ...codeOfLanguage(manifest, language),
      `/assets/${searchIndex[0]}`,
      ...interfacePictures,
      ...SITE_FILES,
      `/${WEB_APP_MANIFESTS[language]}`,
      `/${OFFLINE_PAGES[language]}`,
    ])
      add(list, url, statSync(path.join(dist, url)).size);
    list.build = buildId(dist, list.files);
  }
}

/** A hash of the list and of what each file holds: any change of a page, picture or chunk changes it. */
export function buildId(dist: string, files: readonly CatalogueFile[]): string {
  const hash = createHash('sha256');
  for (const { url } of [...files].sort((a, b) => a.url.localeCompare(b.url))) {
    const file = path.join(dist, url === '/' || !url.includes('.') ? path.join(url, 'index.html') : url);
    hash.update(url).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

export async function writeCatalogue(dist: string, catalogue: CatalogueManifest): Promise<void> {
  await writeFile(path.join(dist, CATALOGUE_MANIFEST_URL), `${JSON.stringify(catalogue)}\n`);
}
