/**
 * Page assembly: Vite's index.html, filled with a page's rendered markup and head, its language,
 * its stylesheets (inlined, see styles.ts) and the list of chunks the boot script fetches for it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { EARLY_TAPS_SCRIPT } from '../../vite-plugins/earlyTaps.ts';
import { WEB_APP_MANIFESTS } from '../../vite-plugins/webAppManifest.ts';
import { rewrite } from '../rewrite.ts';
import { inlineStylesheets } from './styles.ts';

export type Locale = 'en' | 'ru';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** React, the router and the app shell: the boot script's one dynamic import (src/app/boot.ts). */
const CLIENT = 'src/app/client.tsx';

/** The JS and CSS files a set of source modules needs, beyond what the entry already loads. */
function assetsFor(manifest: Manifest, sources: readonly string[]): { js: string[]; css: string[] } {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const loaded = new Set<string>();
  const collectEntry = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    manifest[key]?.imports?.forEach(collectEntry);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) collectEntry(entryKey);

  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || loaded.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the client manifest`);
    js.add(`/${chunk.file}`);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    chunk.imports?.forEach(visit);
  };
  sources.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** What the server build renders for one URL. */
export interface Rendered {
  html: string;
  head: string;
}

/**
 * Reads the client build's index.html and manifest, and returns what turns a rendered page, the
 * source modules it needs and its language into the page's HTML file.
 */
export async function pageAssembler(
  dist: string,
): Promise<(rendered: Rendered, sources: readonly string[], locale: Locale) => Promise<string>> {
  // The page is readable before any script runs, so the (small) boot script must not compete with
  // the stylesheets, the font and the leading picture: it loads at low priority, and `async`, so it
  // runs in a task of its own as soon as it arrives instead of just before the first paint, which
  // it would otherwise hold up.
  const template = rewrite(
    await readFile(path.join(dist, 'index.html'), 'utf8'),
    /<script type="module" crossorigin src=/g,
    '<script type="module" async crossorigin fetchpriority="low" src=',
    'the boot script tag',
  );
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return async ({ html, head: headTags }, sources, locale) => {
    // The inline script that holds taps from the first paint goes first (src/early/earlyTaps.js). Then: no
    // frame before the whole header is parsed. On a slow phone the parser could pause mid-menu and
    // the browser paint part of the right-aligned menu, which then jumped left (a layout shift).
    // Chromium lifts the block at the target's start tag: <main>, which follows the header.
    const head = [
      `<script>${EARLY_TAPS_SCRIPT}</script>`,
      '<link rel="expect" href="#main" blocking="render" />',
      headTags,
    ].join('\n    ');
    const { js, css } = assetsFor(manifest, [CLIENT, ...sources]);
    // The page's own stylesheets go after the global one (Vite puts the entry's CSS at the end of the
    // head), so a page class wins over a global class of equal specificity, as in the browser build.
    const stylesheets = css.map((href) => `<link rel="stylesheet" crossorigin href="${href}" />`);
    // The boot script fetches the page's code once the page has loaded (src/app/boot.ts): it finds the
    // list on #root. A <link rel="modulepreload"> would fetch it at once, in the page's way.
    let out = rewrite(template, '<html lang="en">', `<html lang="${locale}">`, 'the html element');
    // Installed from this page, the site starts on this language's home page.
    const manifestLink = (language: keyof typeof WEB_APP_MANIFESTS) =>
      `<link rel="manifest" href="/${WEB_APP_MANIFESTS[language]}" />`;
    out = rewrite(out, manifestLink('en'), manifestLink(locale), 'the manifest link');
    out = rewrite(out, '<!--app-head-->', head, 'the head slot');
    out = rewrite(out, '</head>', `  ${stylesheets.join('\n    ')}\n  </head>`, 'the end of the head');
    out = await inlineStylesheets(out, dist);
    out = rewrite(out, '<div id="root">', `<div id="root" data-modules="${js.join(' ')}">`, 'the root');
    return rewrite(out, '<!--app-html-->', html, 'the markup slot');
  };
}

/** Where a route's page goes: dist/index.html for /, else dist/<route>/index.html. */
export function fileFor(dist: string, route: string): string {
  return route === '/' ? path.join(dist, 'index.html') : path.join(dist, route.slice(1), 'index.html');
}
