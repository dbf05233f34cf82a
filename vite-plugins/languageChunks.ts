/**
 * Which built files belong to one language: the code a Russian page never loads (and the reverse).
 * Read from Vite's client manifest (dist/.vite/manifest.json), by the project's file conventions
 * (README, Two languages): a Russian module is `<name>.ru.ts`, `ru.ts` or under a `ru/` folder; an
 * English one `<name>.en.ts`, `en.ts`, under `en/`, or `<name>.ts` beside a `<name>.ru.ts` (content
 * modules, product pages). Not the lists' English cards (src/content/productCards/): Russian list
 * and product pages ask for them too, so they are shared. A module the other language imports
 * statically is shared as well (codeOfLanguage follows static imports whatever their language).
 *
 * Used by the service worker's precache (vite.config.ts: a first visit downloads the shared code and
 * its own language's, not both) and by the kept catalogue's lists (scripts/prerender/catalogue.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type Language = 'en' | 'ru';

export interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type ClientManifest = Record<string, ManifestChunk>;

export function readClientManifest(dist: string): ClientManifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as ClientManifest;
}

const RUSSIAN = /(^|\/)ru(\/|\.tsx?$)|\.ru\.tsx?$/;
const ENGLISH = /(^|\/)en(\/|\.tsx?$)|\.en\.tsx?$/;

/** The language of a manifest key (a source module), or undefined for code both languages run. */
export function languageOfSource(key: string, keys: ReadonlySet<string>): Language | undefined {
  if (RUSSIAN.test(key)) return 'ru';
  if (ENGLISH.test(key)) return 'en';
  const twin = key.replace(/\.(tsx?)$/, '.ru.$1');
  return twin !== key && keys.has(twin) && !key.startsWith('src/content/productCards/') ? 'en' : undefined;
}

/**
 * Each built JS and CSS file that one language's pages load and the other's never do, by its path
 * in dist (`assets/en-D5zH.js`): what the two languages' closures (codeOfLanguage) do not share.
 */
export function languageOfFiles(manifest: ClientManifest): Map<string, Language> {
  const en = new Set(codeOfLanguage(manifest, 'en'));
  const ru = new Set(codeOfLanguage(manifest, 'ru'));
  const files = new Map<string, Language>();
  for (const file of en) if (!ru.has(file)) files.set(file.slice(1), 'en');
  for (const file of ru) if (!en.has(file)) files.set(file.slice(1), 'ru');
  return files;
}

const PICTURE = /\.(svg|png|jpe?g|webp|avif)$/;

/**
 * What a language's pages can load, from the entry (the boot script) through every static and
 * dynamic import, but no dynamic import of the other language's modules: JS, CSS
 * and the pictures the code names (a client-rendered list shows the same pictures as the
 * prerendered page). As paths from the root.
 */
export function codeOfLanguage(manifest: ClientManifest, language: Language): string[] {
  const keys = new Set(Object.keys(manifest));
  const out = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the client manifest`);
    out.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) out.add(`/${css}`);
    for (const asset of chunk.assets ?? []) if (PICTURE.test(asset)) out.add(`/${asset}`);
    chunk.imports?.forEach(visit);
    for (const next of chunk.dynamicImports ?? []) {
      const own = languageOfSource(next, keys);
      if (!own || own === language) visit(next);
    }
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...out].filter((file) => /\.(js|css)$/.test(file) || PICTURE.test(file));
}
