import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { EARLY_TAPS_SCRIPT } from '../vite-plugins/earlyTaps.ts';
import { emailJsOrigin, headersFile } from '../vite-plugins/securityHeaders.ts';
import type { CatalogueFile, CatalogueManifest } from '../src/offline/caches.ts';
import { CATALOGUE_MANIFEST_URL } from '../src/offline/caches.ts';
import { writeOgCard, type OgCard } from './og.ts';
import { rewrite } from './rewrite.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  render(url: string): Promise<{ html: string; head: string }>;
  routes: readonly { path: string; locale: 'en' | 'ru'; route: string; sources: readonly string[] }[];
  notFoundRoute: { sources: readonly string[] };
}

/** React, the router and the app shell: the boot script's one dynamic import (src/boot.ts). */
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

/** The value of a meta tag (by name or property) in prerendered head markup. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * What the page's Open Graph card shows: its name, its section and its leading picture (the image
 * it asks for with high priority, else the first picture of its main content).
 */
function ogCardFor(dist: string, html: string): { card: OgCard; file: string } {
  const title = metaContent(html, 'og:title') ?? '';
  const image = metaContent(html, 'og:image') ?? '';
  const [name = title, ...rest] = title.split(' | ').filter((part) => part !== 'IVM Medical');
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  const src =
    /<link rel="preload" as="image" href="(\/assets\/[^"]+)"[^>]*fetchPriority="high"/.exec(html)?.[1] ??
    /<img [^>]*src="(\/assets\/[^"]+)"[^>]*fetchPriority="high"/.exec(main)?.[1] ??
    /<img [^>]*src="(\/assets\/[^"]+)"/.exec(main)?.[1];
  // A page without a picture of its own (the contact page) may have a drawing of its section.
  const slug = path.basename(new URL(image).pathname, '.png');
  const sectionArt = path.join('src', 'assets', 'art', 'sections', `${slug}.svg`);
  const artwork = src ? path.join(dist, src) : existsSync(sectionArt) ? sectionArt : undefined;
  return {
    card: { title: name, kicker: rest.reverse().join(' · ') || undefined, artwork },
    file: path.join(dist, new URL(image).pathname),
  };
}

/** Runs `task` over `items`, `limit` at a time. */
async function inBatches<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(task));
}

/**
 * Adds a page and the pictures it shows (every size and format its <picture>s offer: which one the
 * browser picks depends on the screen) to a language's catalogue, each file once, with its size.
 */
function keepInCatalogue(
  language: { pages: number; files: CatalogueFile[] },
  route: string,
  html: string,
  dist: string,
): void {
  language.pages += 1;
  language.files.push({ url: route, bytes: Buffer.byteLength(html) });
  const known = new Set(language.files.map((file) => file.url));
  for (const [url] of html.matchAll(/\/assets\/[\w.-]+\.(?:svg|png|jpe?g|webp|avif)(?=[\s"',])/g)) {
    if (known.has(url)) continue;
    known.add(url);
    language.files.push({ url, bytes: statSync(path.join(dist, url)).size });
  }
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The page's stylesheets go into the page itself: on a slow phone network each <link> cost a round
 * trip before the first paint (Lighthouse's render-blocking audit, about 0.3 s). Each becomes a
 * <style> with the file's exact text, in the same order; the <link> stays, `disabled` (a browser
 * does not fetch it), so Vite's loader, which skips stylesheets already linked, does not fetch the
 * file again when the page's code arrives. The Content-Security-Policy header allows inline styles
 * only so that this page's <meta> policy can name them: the <meta> (first in the head) allows the
 * site's own stylesheets and exactly these <style> elements by their SHA-256, so the two policies
 * together refuse any other inline style. The hashes come from the same text, so they cannot drift.
 */
export async function inlineStylesheets(html: string, dist: string): Promise<string> {
  const hashes: string[] = [];
  const links = [
    ...html.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"\s*\/?>/g),
  ];
  if (links.length === 0) throw new Error('No stylesheet to inline');
  let out = html;
  for (const [tag, href] of links) {
    const css = (await readFile(path.join(dist, href!), 'utf8')).trim();
    if (css.includes('</style')) throw new Error(`${href} cannot be inlined: it contains </style`);
    hashes.push(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
    out = rewrite(
      out,
      tag,
      `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="${href}" disabled />`,
      href!,
    );
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${STYLE_POLICY} ${hashes.join(' ')}" />`;
  return rewrite(
    out,
    '<meta charset="UTF-8" />',
    `<meta charset="UTF-8" />\n    ${meta}`,
    'the charset meta',
  );
}

/** The page's own style policy (its <meta>), completed by the hashes of its <style> elements. */
export const STYLE_POLICY = "style-src 'self'";

function fileFor(dist: string, route: string): string {
  return route === '/' ? path.join(dist, 'index.html') : path.join(dist, route.slice(1), 'index.html');
}

export async function prerender({
  dist,
  serverEntry,
}: {
  dist: string;
  serverEntry: string;
}): Promise<number> {
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
  const server = (await import(pathToFileURL(path.resolve(serverEntry)).href)) as ServerEntry;
  const page = async (url: string, sources: readonly string[], locale: 'en' | 'ru' = 'en') => {
    const { html, head: headTags } = await server.render(url);
    // The inline script that holds taps from the first paint goes first (src/earlyTaps.js). Then: no
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
    // The boot script fetches the page's code once the page has loaded (src/boot.ts): it finds the
    // list on #root. A <link rel="modulepreload"> would fetch it at once, in the page's way.
    let out = rewrite(template, '<html lang="en">', `<html lang="${locale}">`, 'the html element');
    out = rewrite(out, '<!--app-head-->', head, 'the head slot');
    out = rewrite(out, '</head>', `  ${stylesheets.join('\n    ')}\n  </head>`, 'the end of the head');
    out = await inlineStylesheets(out, dist);
    out = rewrite(out, '<div id="root">', `<div id="root" data-modules="${js.join(' ')}">`, 'the root');
    return rewrite(out, '<!--app-html-->', html, 'the markup slot');
  };

  const titles = new Set<string>();
  const cards: { card: OgCard; file: string }[] = [];
  const canonicals: { url: string; route: string; locale: 'en' | 'ru' }[] = [];
  const catalogue: CatalogueManifest = { en: { pages: 0, files: [] }, ru: { pages: 0, files: [] } };
  for (const route of server.routes) {
    const html = await page(route.path, route.sources, route.locale);
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    if (!title || titles.has(title)) throw new Error(`${route.path}: missing or duplicate title "${title}"`);
    titles.add(title);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (!canonical) throw new Error(`${route.path}: no canonical link`);
    canonicals.push({ url: canonical, route: route.route, locale: route.locale });
    cards.push(ogCardFor(dist, html));
    const file = fileFor(dist, route.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    keepInCatalogue(catalogue[route.locale], route.path, html, dist);
  }
  const notFound = await page('/404', server.notFoundRoute.sources);
  cards.push(ogCardFor(dist, notFound));
  await writeFile(path.join(dist, '404.html'), notFound);

  // Link-preview cards, two at a time (sharp uses the other cores for each).
  await inBatches(cards, 2, ({ card, file }) => writeOgCard(card, file));

  // sitemap.xml and robots.txt from the route table, with the same URLs as the canonical links.
  // Each URL with its language versions (the same hreflang set as the pages' <link rel="alternate">).
  const home = canonicals[0]?.url ?? '';
  const versions = (route: string) => canonicals.filter((c) => c.route === route);
  const alternate = (hreflang: string, url: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(url)}" />`;
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...canonicals.map(({ url, route }) => {
      const all = versions(route);
      const en = all.find((c) => c.locale === 'en')?.url ?? url;
      return [
        `  <url>`,
        `    <loc>${xmlEscape(url)}</loc>`,
        ...all.map((c) => alternate(c.locale, c.url)),
        alternate('x-default', en),
        `  </url>`,
      ].join('\n');
    }),
    '</urlset>',
    '',
  ].join('\n');
  await writeFile(path.join(dist, 'sitemap.xml'), sitemap);
  await writeFile(
    path.join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', home).href}\n`,
  );

  // What the footer's 'Keep the catalogue on this device' fetches (src/offline/CatalogueDownload.tsx).
  await writeFile(path.join(dist, CATALOGUE_MANIFEST_URL), `${JSON.stringify(catalogue)}\n`);

  // Netlify / Cloudflare Pages headers: the security policy and the cache rules.
  const env = loadEnv('production', process.cwd(), 'VITE_');
  const pages = server.routes.map((route) => route.path);
  await writeFile(path.join(dist, '_headers'), headersFile({ pages, emailOrigin: emailJsOrigin(env) }));

  await rm(path.join(dist, '.vite'), { recursive: true, force: true });
  return server.routes.length + 1;
}
