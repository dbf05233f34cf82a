import type { APIRequestContext } from '@playwright/test';
import { loadEnv } from 'vite';
import { allRoutes, notFoundRoute } from '../../src/app/routes';
import {
  emailJsOrigin,
  IMMUTABLE,
  REVALIDATE,
  securityHeaders,
  SERVICE_WORKER_PATH,
} from '../../vite-plugins/securityHeaders';
import { expect, test } from './fixtures';

/**
 * What differs by server, asked over plain HTTP of both: `vite preview` (npm start) and nginx with
 * deploy/nginx.conf (the `nginx` project runs the tests tagged @nginx): every page at its path,
 * the not-found page with its status, the security headers and the cache rules.
 */
const expected = securityHeaders({
  emailOrigin: emailJsOrigin(loadEnv('production', process.cwd(), 'VITE_')),
});

/** The headers every response carries; HSTS only from the production server files (nginx). */
function checkHeaders(headers: Record<string, string>, url: string, cacheControl: string): void {
  for (const [name, value] of Object.entries(expected))
    expect(headers[name.toLowerCase()], `${name} of ${url}`).toBe(value);
  expect(headers['cache-control'], `Cache-Control of ${url}`).toBe(cacheControl);
  if (test.info().project.name === 'nginx')
    expect(headers['strict-transport-security'], `HSTS of ${url}`).toMatch(
      /^max-age=\d+; includeSubDomains$/,
    );
  else expect(headers['strict-transport-security'], 'no HSTS on the local http server').toBeUndefined();
}

async function siteOrigin(request: APIRequestContext): Promise<string> {
  const home = await (await request.get('/')).text();
  return new URL(/<link rel="canonical" href="([^"]+)"/.exec(home)?.[1] ?? '').origin;
}

test(
  'every page answers 200 at its path, with its own HTML, the headers and revalidation',
  { tag: ['@nginx', '@smoke'] },
  async ({ request }) => {
    const site = await siteOrigin(request);
    for (const route of allRoutes) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      expect(response.headers()['content-type'], route.path).toMatch(/^text\/html/);
      checkHeaders(response.headers(), route.path, REVALIDATE);
      expect(await response.text(), `${route.path} is its own page`).toContain(
        `<link rel="canonical" href="${site}${route.path}"`,
      );
    }
  },
);

test(
  'an unknown path answers 404 with the not-found page and the same headers',
  { tag: '@nginx' },
  async ({ request }) => {
    // A hashed file gone after a redeploy too, on nginx: a 404 kept for a year would hide that it is
    // back. (vite preview's cache rules still mark it immutable: vite-plugins/securityHeaders.ts.)
    const gone = test.info().project.name === 'nginx' ? ['/assets/no-such-file.js'] : [];
    for (const url of ['/no-such-page', '/ru/no-such-page', ...gone]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      checkHeaders(response.headers(), url, REVALIDATE);
    }
    const page = await (await request.get('/no-such-page')).text();
    expect(page).toContain(notFoundRoute.heading ?? '');
    expect(page).toContain('<meta name="robots" content="noindex"');
  },
);

test(
  'code and styles are cached for good; pictures, cards and files for search engines are revalidated',
  { tag: '@nginx' },
  async ({ request }) => {
    const home = await (await request.get('/')).text();
    const asset = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? '';
    expect(asset).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const check = async (url: string, cacheControl: string, type: RegExp) => {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toMatch(type);
      checkHeaders(response.headers(), url, cacheControl);
    };
    await check(asset, IMMUTABLE, /javascript/);
    await check('/og/hist4.png', REVALIDATE, /^image\/png/);
    await check('/sitemap.xml', REVALIDATE, /xml/);
    await check('/robots.txt', REVALIDATE, /^text\/plain/);
  },
);

test(
  'the service worker is served revalidated, so a deploy reaches every device at its next visit',
  { tag: '@nginx' },
  async ({ request }) => {
    const response = await request.get(SERVICE_WORKER_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/javascript/);
    checkHeaders(response.headers(), SERVICE_WORKER_PATH, REVALIDATE);
    expect(response.headers()['content-security-policy']).toContain("worker-src 'self'");
  },
);
