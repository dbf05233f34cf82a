import type { APIRequestContext } from '@playwright/test';
import { allRoutes, notFoundRoute, productRoutes, routes } from '../../src/app/routes';
import { productLists } from '../../src/content/shell/productLists';
import { routeHeadings } from '../fixtures/catalogue';
import { expect, hydrated, test } from './fixtures';

/**
 * Shared links and search: every prerendered page carries its own title, description, canonical,
 * Open Graph and Twitter tags, an og:image card that is really there, and JSON-LD that parses;
 * sitemap.xml and robots.txt list the routes; client-side navigation keeps the head in step.
 */

const listPaths = new Set<string>(productLists.map((list) => list.path));
const headings = await routeHeadings(routes);
const productPaths = new Set<string>(productRoutes.map((route) => route.path));

interface HeadFacts {
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  meta: Record<string, string[]>;
  jsonLd: string[];
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The head of a prerendered file, read from the HTML as a crawler reads it (no JavaScript). */
function headOf(html: string): HeadFacts {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta: Record<string, string[]> = {};
  for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    (meta[match[1] ?? ''] ??= []).push(decode(match[2] ?? ''));
  }
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? '')),
    descriptions: meta.description ?? [],
    canonicals: [...head.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => decode(m[1] ?? '')),
    meta,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    ),
  };
}

let siteOrigin = '';
async function origin(request: APIRequestContext): Promise<string> {
  if (!siteOrigin) {
    const home = headOf(await (await request.get('/')).text());
    siteOrigin = new URL(home.canonicals[0] ?? '').origin;
  }
  return siteOrigin;
}

/** A URL on the public site, fetched from the local server instead. */
function local(url: string, site: string): string {
  expect(url.startsWith(`${site}/`), `${url} is on the site's origin ${site}`).toBe(true);
  return url.slice(site.length);
}

/** Width and height from a PNG's IHDR chunk or a JPEG's SOF marker. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString() === 'PNG')
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let i = 2; i < bytes.length;) {
    const marker = bytes[i + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return { width: 0, height: 0 };
}

type Json = Record<string, unknown>;

function checkJsonLd(data: Json, canonical: string, site: string): string[] {
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

test.describe('the head of every prerendered page', () => {
  for (const route of [...routes, { ...notFoundRoute, path: '/404.html' }]) {
    test(`${route.path}: title, description, canonical, Open Graph, Twitter card, JSON-LD`, async ({
      request,
    }) => {
      const site = await origin(request);
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const head = headOf(await response.text());
      const notFound = route.path === '/404.html';

      expect(head.titles, 'exactly one <title>').toHaveLength(1);
      const title = head.titles[0] ?? '';
      expect(title.length, `title "${title}"`).toBeGreaterThan(10);
      expect(title.length, `title "${title}" fits a search result`).toBeLessThanOrEqual(70);

      expect(head.descriptions, 'exactly one meta description').toHaveLength(1);
      const description = head.descriptions[0] ?? '';
      expect(description.length, `description "${description}"`).toBeGreaterThanOrEqual(70);
      expect(description.length, `description "${description}"`).toBeLessThanOrEqual(160);

      const canonical = `${site}${route.path}`;
      if (notFound) {
        expect(head.canonicals, 'the not-found page names no canonical').toHaveLength(0);
        expect(head.meta.robots).toEqual(['noindex']);
      } else {
        expect(head.canonicals).toEqual([canonical]);
        expect(head.meta['og:url']).toEqual([canonical]);
        expect(head.meta.robots).toBeUndefined();
      }

      for (const key of ['og:title', 'og:description', 'og:type', 'og:image', 'og:site_name']) {
        expect(head.meta[key], `one ${key}`).toHaveLength(1);
      }
      expect(head.meta['og:title']).toEqual([title]);
      expect(head.meta['og:description']).toEqual([description]);
      expect(head.meta['og:site_name']).toEqual(['IVM Medical']);
      expect(head.meta['og:type']).toEqual([productPaths.has(route.path) ? 'product' : 'website']);
      expect(head.meta['twitter:card']).toEqual(['summary_large_image']);
      expect(head.meta['twitter:title']).toEqual([title]);
      expect(head.meta['twitter:description']).toEqual([description]);
      expect(head.meta['twitter:image']).toEqual(head.meta['og:image']);

      // The card resolves: 200, PNG or JPEG, 1200x630, small enough for link-preview crawlers.
      const image = await request.get(local(head.meta['og:image']?.[0] ?? '', site));
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toMatch(/^image\/(png|jpeg)/);
      const bytes = await image.body();
      expect(imageSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.length).toBeLessThanOrEqual(100 * 1024);

      // JSON-LD parses and has what its type needs; the right types are on the right pages.
      const data = head.jsonLd.map((text) => JSON.parse(text) as Json);
      for (const item of data) expect(checkJsonLd(item, canonical, site)).toEqual([]);
      const types = data.map((item) => item['@type']);
      if (route.path === '/') expect(types).toContain('Organization');
      if (listPaths.has(route.path)) expect(types).toContain('BreadcrumbList');
      if (productPaths.has(route.path))
        expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Product']));
    });
  }
});

test('titles and descriptions are unique across the prerendered pages', async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of [...routes.map((route) => route.path), '/404.html']) {
    const head = headOf(await (await request.get(path)).text());
    const title = head.titles[0] ?? '';
    const description = head.descriptions[0] ?? '';
    expect(titles.get(title), `title "${title}" of ${path}`).toBeUndefined();
    expect(descriptions.get(description), `description of ${path}`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
});

test('sitemap.xml lists every route, products included, once at its canonical URL', async ({ request }) => {
  const site = await origin(request);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  // Both languages (the Russian versions: russian.spec.ts).
  expect(locs).toHaveLength(allRoutes.length);
  for (const route of productRoutes) expect(locs).toContain(`${site}${route.path}`);
  expect(new Set(locs)).toEqual(new Set(allRoutes.map((route) => `${site}${route.path}`)));
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const site = await origin(request);
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test.describe('after client-side navigation', () => {
  test.setTimeout(120_000);

  test('the title, description and canonical match the prerendered page of every route', async ({
    page,
    request,
  }) => {
    const prerendered = new Map<string, HeadFacts>();
    for (const route of routes)
      prerendered.set(route.path, headOf(await (await request.get(route.path)).text()));

    await page.goto('/contact');
    await hydrated(page);
    for (const route of routes) {
      const expected = prerendered.get(route.path);
      // A client-side navigation, as a link click makes it (the router follows history changes).
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, route.path);
      await expect(page.locator('h1')).toContainText(headings.get(route.path) ?? '');
      await expect.poll(() => page.title(), { message: `title on ${route.path}` }).toBe(expected?.titles[0]);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        expected?.descriptions[0] ?? '',
      );
      await expect(head.locator('meta[name="description"]')).toHaveCount(1);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        expected?.canonicals[0] ?? '',
      );
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        expected?.meta['og:image']?.[0] ?? '',
      );
      await expect(head.locator('script[type="application/ld+json"]')).toHaveCount(
        expected?.jsonLd.length ?? 0,
      );
    }
  });

  test('a link click from the home page to a product updates the head', async ({ page, request }) => {
    const expected = headOf(await (await request.get('/hist4')).text());
    await page.goto('/');
    await hydrated(page);
    await page.locator('main a[href="/hist4"]').first().click();
    await expect(page).toHaveURL(/\/hist4$/);
    await expect.poll(() => page.title()).toBe(expected.titles[0]);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      expected.descriptions[0] ?? '',
    );
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
      'content',
      expected.meta['og:url']?.[0] ?? '',
    );
  });
});
