/**
 * Shared links and search, as a crawler reads the built files: every prerendered page carries its
 * own title, description, canonical, Open Graph and Twitter tags, an og:image card that is really
 * there, JSON-LD that parses, hreflang pairs to its other language, and its language's web app
 * manifest; sitemap.xml and robots.txt list the routes. (After a client-side navigation the head follows: tests/e2e/seo.spec.ts.)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { allRoutes, productRoutes, routes, ruRoutes } from '../../src/app/routes';
import { localeOfPath, localizedPath } from '../../src/i18n/locale';
import { productLists } from '../../src/content/shell/productLists';
import { headOf } from '../fixtures/html';
import { dist, htmlOf } from './site';

const site = new URL(headOf(htmlOf('/')).canonicals[0] ?? '').origin;
const listPaths = new Set<string>(productLists.map((list) => list.path));
const productPaths = new Set<string>(
  productRoutes.flatMap((route) => [route.path, localizedPath(route.path, 'ru')]),
);

/** A file of the build named by a URL on the public site. */
function localFile(url: string): string {
  expect(url.startsWith(`${site}/`), `${url} is on the site's origin ${site}`).toBe(true);
  return path.join(dist, decodeURIComponent(new URL(url).pathname));
}

/** Width and height from a PNG's IHDR chunk or a JPEG's SOF marker. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString() === 'PNG')
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let i = 2; i < bytes.length; ) {
    const marker = bytes[i + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return { width: 0, height: 0 };
}

type Json = Record<string, unknown>;

function checkJsonLd(data: Json, canonical: string): string[] {
  const problems: string[] = [];
  const need = (cond: boolean, what: string) => {
    if (!cond) problems.push(`${String(data['@type'])}: ${what}`);
  };
  const isSiteUrl = (value: unknown) => typeof value === 'string' && value.startsWith(`${site}/`);
  need(data['@context'] === 'https://schema.org', '@context is https://schema.org');
  switch (data['@type']) {
    case 'Organization':
      need(typeof data.name === 'string' && data.name.length > 0, 'name');
      need(data.url === `${site}/`, 'url is the home page');
      need(isSiteUrl(data.logo), 'logo is an absolute URL on the site');
      break;
    case 'BreadcrumbList': {
      const items = data.itemListElement as Json[] | undefined;
      need(Array.isArray(items) && items.length >= 2, 'itemListElement has two or more items');
      (items ?? []).forEach((item, index) => {
        need(item['@type'] === 'ListItem', `item ${index + 1} is a ListItem`);
        need(item.position === index + 1, `item ${index + 1} has position ${index + 1}`);
        need(typeof item.name === 'string' && item.name.length > 0, `item ${index + 1} has a name`);
        need(isSiteUrl(item.item), `item ${index + 1} has an absolute URL on the site`);
      });
      need(items?.at(-1)?.item === canonical, 'the last item is the page itself');
      break;
    }
    case 'Product':
      need(typeof data.name === 'string' && data.name.length > 0, 'name');
      need(typeof data.description === 'string' && data.description.length > 0, 'description');
      need(isSiteUrl(data.image), 'image is an absolute URL on the site');
      need(data.url === canonical, 'url is the canonical URL');
      break;
    default:
      problems.push(`unexpected @type ${String(data['@type'])}`);
  }
  return problems;
}

const pagePaths = [...allRoutes.map((route) => route.path), '/404.html'];

describe('the head of every prerendered page', () => {
  test.each(pagePaths)('%s: title, description, canonical, Open Graph, Twitter card, JSON-LD', (route) => {
    const head = headOf(htmlOf(route));
    const notFound = route === '/404.html';

    expect(head.titles, 'exactly one <title>').toHaveLength(1);
    const title = head.titles[0] ?? '';
    expect(title.length, `title "${title}"`).toBeGreaterThan(10);
    expect(head.descriptions, 'exactly one meta description').toHaveLength(1);
    const description = head.descriptions[0] ?? '';
    expect(description.length, `description "${description}"`).toBeGreaterThanOrEqual(70);
    // The length a search result shows whole (the description's, in both languages:
    // ./descriptions.test.ts; the Russian titles': tests/unit/i18n.titles.test.ts).
    if (!route.startsWith('/ru/')) {
      expect(title.length, `title "${title}" fits a search result`).toBeLessThanOrEqual(70);
    }

    const canonical = `${site}${route}`;
    if (notFound) {
      expect(head.canonicals, 'the not-found page names no canonical').toHaveLength(0);
      expect(head.meta.robots).toEqual(['noindex']);
    } else {
      expect(head.canonicals).toEqual([canonical]);
      expect(head.meta['og:url']).toEqual([canonical]);
      expect(head.meta.robots).toBeUndefined();
    }

    for (const key of ['og:title', 'og:description', 'og:type', 'og:image', 'og:site_name'])
      expect(head.meta[key], `one ${key}`).toHaveLength(1);
    expect(head.meta['og:title']).toEqual([title]);
    expect(head.meta['og:description']).toEqual([description]);
    expect(head.meta['og:site_name']).toEqual(['IVM Medical']);
    expect(head.meta['og:type']).toEqual([productPaths.has(route) ? 'product' : 'website']);
    expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
    expect(head.meta['twitter:title']).toEqual([title]);
    expect(head.meta['twitter:description']).toEqual([description]);
    expect(head.meta['twitter:image']).toEqual(head.meta['og:image']);

    // The card is there: PNG or JPEG, 1200x630, small enough for link-preview crawlers.
    const card = localFile(head.meta['og:image']?.[0] ?? '');
    expect(existsSync(card), `${card} exists`).toBe(true);
    const bytes = readFileSync(card);
    expect(/\.(png|jpe?g)$/.test(card), `${card} is a PNG or JPEG`).toBe(true);
    expect(imageSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThanOrEqual(100 * 1024);

    // JSON-LD parses and has what its type needs; the right types are on the right pages.
    const data = head.jsonLd.map((text) => JSON.parse(text) as Json);
    for (const item of data) expect(checkJsonLd(item, canonical)).toEqual([]);
    const types = data.map((item) => item['@type']);
    if (route === '/') expect(types).toContain('Organization');
    if (listPaths.has(route)) expect(types).toContain('BreadcrumbList');
    if (productPaths.has(route)) expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Product']));
  });
});

test('titles and descriptions are unique across the prerendered pages', () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of pagePaths) {
    const head = headOf(htmlOf(route));
    const title = head.titles[0] ?? '';
    const description = head.descriptions[0] ?? '';
    expect(titles.get(title), `title "${title}" of ${route}`).toBeUndefined();
    expect(descriptions.get(description), `description of ${route}`).toBeUndefined();
    titles.set(title, route);
    descriptions.set(description, route);
  }
  expect(titles.size).toBe(pagePaths.length);
});

test('hreflang pairs are complete and reciprocal on both language versions', () => {
  for (const route of routes) {
    const ru = localizedPath(route.path, 'ru');
    const expected = { en: route.path, ru, 'x-default': route.path };
    expect(headOf(htmlOf(route.path)).alternates, route.path).toEqual(expected);
    expect(headOf(htmlOf(ru)).alternates, ru).toEqual(expected);
  }
});

test('sitemap.xml lists both language versions of every route once, at their canonical URLs, with alternates', () => {
  const xml = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toHaveLength(allRoutes.length);
  for (const route of productRoutes) expect(locs).toContain(`${site}${route.path}`);
  expect(new Set(locs)).toEqual(new Set([...routes, ...ruRoutes].map((route) => `${site}${route.path}`)));
  expect(xml.match(/hreflang="x-default"/g)).toHaveLength(routes.length * 2);
});

test('robots.txt allows crawling and points to the sitemap', () => {
  const text = readFileSync(path.join(dist, 'robots.txt'), 'utf8');
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
});


test('installed from any page, the site is an app of its language: name, icons, and that language’s home page to start on', () => {
  const byLanguage = new Map<string, Set<string>>();
  for (const pagePath of allRoutes.map((route) => route.path)) {
    const href = /<link rel="manifest" href="([^"]+)"/.exec(htmlOf(pagePath))?.[1];
    expect(href, `${pagePath} links a manifest`).toBeDefined();
    const locale = localeOfPath(pagePath);
    byLanguage.set(locale, (byLanguage.get(locale) ?? new Set()).add(href!));
  }
  expect(byLanguage.get('en')?.size, 'one manifest for the English pages').toBe(1);
  expect(byLanguage.get('ru')?.size, 'one manifest for the Russian pages').toBe(1);
  for (const [locale, hrefs] of byLanguage) {
    const [href] = [...hrefs];
    const manifest = JSON.parse(readFileSync(path.join(dist, href!), 'utf8')) as Json;
    const home = localizedPath('/', locale as 'en' | 'ru');
    expect(manifest).toMatchObject({ lang: locale, start_url: home, id: home, scope: '/', display: 'standalone' });
    expect(manifest.name).toBe('IVM Medical Equipment Trading');
    expect(manifest.description).toMatch(locale === 'ru' ? /^[А-Я][^a-z]*IVM Medical/ : /^Laboratory equipment/);
    // What Chromium needs to offer installing: 192 and 512 px PNGs, really of those sizes.
    const icons = manifest.icons as { src: string; sizes: string; type: string }[];
    for (const size of [192, 512]) {
      const icon = icons.find((each) => each.sizes === `${size}x${size}` && each.type === 'image/png');
      expect(icon, `${href}: a ${size} px PNG icon`).toBeDefined();
      expect(imageSize(readFileSync(path.join(dist, icon!.src)))).toEqual({ width: size, height: size });
    }
  }
});
