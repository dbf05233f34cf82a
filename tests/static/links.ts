/**
 * Link check of the built site (npm run test:static): every internal reference on every
 * prerendered page resolves to a file in dist/.
 *
 * - href (links, stylesheets, preloads, icons, manifest), src, srcset, poster, and the chunks a
 *   page's boot script loads (data-modules on #root);
 * - the canonical, og:image and twitter:image URLs on the site's own origin;
 * - fragment links (#main) point to an id on the page;
 * - url() in the built stylesheets and the chunk names in the built scripts;
 * - every <loc> of sitemap.xml and the Sitemap line of robots.txt.
 *
 * Other origins, mailto: and tel: are not fetched. Exits with 1 and lists what is broken.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeEntities as decode } from '../fixtures/html.ts';
import { distDir, prerenderedPages, routeOf } from './pages.ts';

const dist = distDir();
const broken: string[] = [];
let checked = 0;

/** The file a URL path is served from, like a static host (and `npm start`) serves it. */
function fileFor(pathname: string): string {
  const clean = decodeURIComponent(pathname);
  if (clean.endsWith('/')) return path.join(dist, clean, 'index.html');
  if (!path.extname(clean)) return path.join(dist, clean, 'index.html');
  return path.join(dist, clean);
}

function exists(file: string): boolean {
  return file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
}

const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
const canonicalHome = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
if (!canonicalHome) throw new Error('dist/index.html has no canonical link');
const siteOrigin = new URL(canonicalHome).origin;

/** Checks one reference found in `where` (a page URL path or a file), relative to `base`. */
function check(where: string, what: string, raw: string, base: string, ids?: Set<string>): void {
  const value = decode(raw.trim());
  if (!value || /^(mailto|tel|data|blob):/i.test(value)) return;
  if (/^javascript:/i.test(value)) {
    broken.push(`${where}: ${what} uses a javascript: URL`);
    return;
  }
  checked += 1;
  if (value.startsWith('#')) {
    const id = decodeURIComponent(value.slice(1));
    if (id && ids && !ids.has(id)) broken.push(`${where}: ${what}="${value}" names no element on the page`);
    return;
  }
  const url = new URL(value, `${siteOrigin}${base}`);
  if (url.origin !== siteOrigin) {
    if (url.protocol === 'http:' && /^(localhost|127\.)/.test(url.hostname)) {
      broken.push(`${where}: ${what}="${value}" points to a local server`);
    }
    return;
  }
  if (!exists(fileFor(url.pathname))) broken.push(`${where}: ${what}="${value}" -> no file ${url.pathname}`);
}

const TAG = /<([a-zA-Z][\w-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTR)) {
    attributes.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

const pages = prerenderedPages(dist);
for (const file of pages) {
  const route = routeOf(dist, file);
  // Text of script data blocks (JSON-LD) and of style elements is not markup.
  const html = readFileSync(file, 'utf8').replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/g, '$1$2');
  const tags = [...html.matchAll(TAG)].map((m) => ({
    name: (m[1] ?? '').toLowerCase(),
    attrs: attributesOf(m[2] ?? ''),
  }));
  const ids = new Set(tags.map((t) => t.attrs.get('id')).filter((id): id is string => Boolean(id)));
  const base = route.endsWith('.html') ? route : `${route.replace(/\/$/, '')}/`;
  for (const { name, attrs } of tags) {
    const at = `${route} <${name}>`;
    for (const attr of ['href', 'src', 'poster']) {
      const value = attrs.get(attr);
      if (value !== undefined) check(at, attr, value, base, ids);
    }
    // The page's chunks, which the boot script fetches once the page has loaded (src/app/boot.ts).
    for (const module of (attrs.get('data-modules') ?? '').split(' ').filter(Boolean)) {
      check(at, 'data-modules', module, base, ids);
    }
    for (const attr of ['srcset', 'imagesrcset']) {
      const value = attrs.get(attr);
      if (value === undefined) continue;
      for (const candidate of decode(value).split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) check(at, attr, url, base, ids);
      }
    }
    if (
      name === 'meta' &&
      /^(og:image|og:url|twitter:image)$/.test(attrs.get('property') ?? attrs.get('name') ?? '')
    ) {
      check(
        at,
        attrs.get('property') ?? attrs.get('name') ?? 'content',
        attrs.get('content') ?? '',
        base,
        ids,
      );
    }
  }
}

// Built stylesheets and scripts: url() references and chunk names.
const assets = path.join(dist, 'assets');
for (const name of readdirSync(assets)) {
  const file = path.join(assets, name);
  if (name.endsWith('.css')) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g,
    )) {
      check(`assets/${name}`, 'url()', match[1] ?? match[2] ?? match[3] ?? '', '/assets/');
    }
  } else if (name.endsWith('.js')) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /["'`](?:\/|\.\/)?(assets\/[\w.-]+\.(?:js|css))["'`]/g,
    )) {
      check(`assets/${name}`, 'chunk', `/${match[1] ?? ''}`, '/');
    }
  }
}

// sitemap.xml and robots.txt.
const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
for (const match of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g))
  check('sitemap.xml', 'loc', match[1] ?? '', '/');
const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8');
const sitemapLine = /^Sitemap:\s*(\S+)/m.exec(robots)?.[1];
if (!sitemapLine) broken.push('robots.txt: no Sitemap line');
else check('robots.txt', 'Sitemap', sitemapLine, '/');

if (broken.length) {
  console.error(`Link check: ${broken.length} broken of ${checked} references in ${pages.length} pages\n`);
  for (const line of broken) console.error(`  ${line}`);
  process.exitCode = 1;
} else {
  console.log(`Link check: ${checked} references in ${pages.length} pages and the built assets all resolve.`);
}
