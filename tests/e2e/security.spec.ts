import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { loadEnv } from 'vite';
import { allRoutes, routes } from '../../src/app/routes';
import {
  cacheControlFor,
  contentSecurityPolicy,
  emailJsOrigin,
  headersFile,
  IMMUTABLE,
  nginxHeaders,
  REVALIDATE,
  securityHeaders,
} from '../../vite-plugins/securityHeaders';
import { EARLY_TAPS_HASH, EARLY_TAPS_SCRIPT } from '../../vite-plugins/earlyTaps';
import { expect, hydrated, test } from './fixtures';

/**
 * The site under its production headers: `vite preview` (npm start) serves the policy of
 * vite-plugins/securityHeaders.ts, so every page must work without one Content-Security-Policy
 * violation. The header files for other hosts (dist/_headers, the README's nginx block) must say
 * the same.
 */

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
// The same environment vite.config.ts reads (process env and .env files).
const emailOrigin = emailJsOrigin(loadEnv('production', process.cwd(), 'VITE_'));
const expected = securityHeaders({ emailOrigin });

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  /** Where: the script and line, or the start of the element whose attribute was refused. */
  source: string;
}

/** Records securitypolicyviolation events from the first script on, in window.__cspViolations. */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const list: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      const target = event.target instanceof Element ? event.target.outerHTML.slice(0, 160) : '';
      list.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : target,
      });
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
}

/**
 * Scrolls to the end, a screen at a time, and back, so lazy pictures, the carousel and the video
 * load; then waits until every picture that started loading has finished. A lazy picture the browser
 * has not asked for has no current source yet: the carousel's copies of its logos far off to the
 * side, or its logos when the slider took over after the scroll had gone by (on a loaded machine).
 */
async function visitWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = window.innerHeight;
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise(requestAnimationFrame);
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page.evaluate(() => Array.from(document.images).every((image) => image.complete || !image.currentSrc)),
    )
    .toBe(true);
}

for (const route of routes) {
  test(`${route.path} runs under the production policy with no violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(route.path);
    expect(response?.headers()['content-security-policy']).toBe(expected['Content-Security-Policy']);
    await hydrated(page);
    await visitWholePage(page);
    expect(await violations()).toEqual([]);
  });
}

test('the policy is strict: own origin only, EmailJS for sending, one inline script by its hash; inline styles left to the page', () => {
  const csp = contentSecurityPolicy(emailOrigin);
  const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(csp)?.[1];
  expect(directive('default-src')).toBe("'self'");
  // The held-taps script (src/earlyTaps.js), and nothing else inline.
  expect(directive('script-src')).toBe(`'self' ${EARLY_TAPS_HASH}`);
  // Narrowed by each page's <meta> policy to its own <style> elements (next tests).
  expect(directive('style-src')).toBe("'self' 'unsafe-inline'");
  expect(directive('font-src')).toBe("'self'");
  expect(directive('media-src')).toBe("'self'");
  expect(directive('connect-src')).toBe(`'self' ${emailOrigin}`);
  expect(directive('object-src')).toBe("'none'");
  expect(directive('base-uri')).toBe("'self'");
  expect(directive('form-action')).toBe("'self'");
  expect(directive('frame-ancestors')).toBe("'none'");
  expect(csp.replace("style-src 'self' 'unsafe-inline'", '')).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/(?:^|\s)(?:\*|https:|http:)(?:\s|;|$)/);
  expect(emailJsOrigin({})).toBe('https://api.emailjs.com');
  expect(emailJsOrigin({ VITE_EMAILJS_ORIGIN: 'https://eu.example.com/api/' })).toBe(
    'https://eu.example.com',
  );
});

test('the violation watcher sees a violation (an inline script is refused)', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/Content Security Policy|Refused to execute inline script/);
  const violations = await watchViolations(page);
  await page.goto('/about');
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true;';
    document.body.appendChild(script);
  });
  await expect
    .poll(violations)
    .toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' })]);
  expect(
    await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
  ).toBeUndefined();
});

test("every page's own policy names exactly its inline stylesheets, by hash", () => {
  for (const route of [...allRoutes.map((r) => r.path), '/404']) {
    const file = route === '/404' ? '404.html' : path.join(route, 'index.html');
    const html = readFileSync(path.join(dist, file), 'utf8');
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/g)];
    expect(metas, route).toHaveLength(1);
    // First in the head after the charset: before any <style>.
    expect(html.indexOf(metas[0]![0]), route).toBeLessThan(html.indexOf('<style>'));
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles.length, route).toBeGreaterThan(0);
    const hashes = styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(metas[0]![1], route).toBe(`style-src 'self' ${hashes.join(' ')}`);
    // The stylesheet files are not fetched again (their links are disabled), and none is linked live.
    expect(html, route).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    // One inline script, the one the policy allows by its hash; the rest are data blocks or files.
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = '']) => !/\bsrc=|type="application\/ld\+json"/.test(attributes))
      .map(([, , text]) => text);
    expect(inline, route).toEqual([EARLY_TAPS_SCRIPT]);
  }
});

test('an inline style not named by the page is refused, and a page is styled without any stylesheet request', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/Content Security Policy|Refused to apply inline style/);
  const violations = await watchViolations(page);
  // Every stylesheet file is held back: whatever the page shows, it shows without one. (Once the
  // page is idle, the code of the dialogs is fetched ahead of a tap, with their styles: those wait.)
  await page.route(/\.css$/, () => undefined);
  await page.goto('/hist4');
  await hydrated(page);
  // Styled: the header sticks to the top, which no browser default does.
  expect(
    await page
      .locator('header')
      .first()
      .evaluate((el) => getComputedStyle(el).position),
  ).not.toBe('static');
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { background: rgb(255, 0, 0) !important; }';
    document.head.appendChild(style);
  });
  await expect
    .poll(violations)
    .toEqual([expect.objectContaining({ directive: 'style-src-elem', blocked: 'inline' })]);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    'rgb(255, 0, 0)',
  );
});

test('JSON-LD data blocks are not scripts to CSP: no violation on a product page', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/hist4');
  await hydrated(page);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  expect(await violations()).toEqual([]);
});

test('pages, assets and the not-found page carry the headers and cache rules', async ({ request }) => {
  // A page opened from another site gets its own browsing context group: no window.opener to it.
  expect(expected['Cross-Origin-Opener-Policy']).toBe('same-origin');
  const check = async (url: string, status: number, cacheControl: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    const headers = response.headers();
    for (const [name, value] of Object.entries(expected))
      expect(headers[name.toLowerCase()], `${name} of ${url}`).toBe(value);
    expect(headers['cache-control'], `Cache-Control of ${url}`).toBe(cacheControl);
    // The production header files (and so nginx) add HSTS; the local preview server does not.
    if (test.info().project.name === 'nginx')
      expect(headers['strict-transport-security'], `HSTS of ${url}`).toMatch(
        /^max-age=\d+; includeSubDomains$/,
      );
    else expect(headers['strict-transport-security'], 'no HSTS on the local http server').toBeUndefined();
  };
  const home = await (await request.get('/')).text();
  const asset = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? '';
  expect(asset).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  await check('/', 200, REVALIDATE);
  await check('/hist4', 200, REVALIDATE);
  await check(asset, 200, IMMUTABLE);
  await check('/og/hist4.png', 200, REVALIDATE);
  await check('/no-such-page', 404, REVALIDATE);
  expect(cacheControlFor('/assets/x-1234.css')).toBe(IMMUTABLE);
  expect(cacheControlFor('/contact')).toBe(REVALIDATE);
});

test('dist/_headers says what the preview server does, plus HSTS', () => {
  const file = readFileSync(path.join(dist, '_headers'), 'utf8');
  expect(file).toBe(headersFile({ pages: allRoutes.map((route) => route.path), emailOrigin }));
  expect(file).toContain(`  Content-Security-Policy: ${expected['Content-Security-Policy']}`);
  expect(file).toMatch(/^ {2}Strict-Transport-Security: max-age=\d+; includeSubDomains$/m);
  expect(file).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE}`);
  expect(file).toContain(`/hist4\n  Cache-Control: ${REVALIDATE}`);
});

test('the nginx server block (deploy/nginx.conf) has the same headers', () => {
  const block = readFileSync('deploy/nginx.conf', 'utf8');
  for (const line of nginxHeaders()) expect(block).toContain(line);
  // Cache rules by path, through a map (an add_header inside a location would drop the others).
  expect(block).toMatch(new RegExp(`~\\^/assets/\\s+"${IMMUTABLE}";`));
  expect(block).toMatch(new RegExp(`default\\s+"${REVALIDATE}";`));
  expect(block).toContain('add_header Cache-Control $ivm_cache_control always;');
  expect(block).not.toMatch(/location[^{]*\{[^}]*add_header/);
  expect(block).toContain('try_files $uri $uri/index.html =404;');
  expect(block).toContain('error_page 404 /404.html;');
});
