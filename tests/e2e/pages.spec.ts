import type { Page } from '@playwright/test';
import { loadEnv } from 'vite';
import { allRoutes, routes } from '../../src/app/routes';
import { emailJsOrigin, securityHeaders } from '../../vite-plugins/securityHeaders';
import { routeHeadings } from '../fixtures/catalogue';
import { axeViolations } from './axe';
import { expect, hydrated, test, watchTextRewrites, watchViolations } from './fixtures';

/**
 * One visit to every page in both languages, on a 360 px phone (the narrowest common width;
 * Russian words are longer), checks all that needs a browser: the page hydrates without a console
 * error and without rewriting its prerendered text, runs under the production Content-Security-
 * Policy without one violation, every picture loads and decodes, nothing scrolls sideways, no
 * font is downloaded, and axe finds nothing at 412 and at 1280 px (the same page, resized: a
 * second load of every page would cost more than axe itself; opened states: a11y.spec.ts). (What the page says before any script runs: tests/dist/pages.test.ts.)
 */

// The same environment vite.config.ts reads (process env and .env files).
const policy = securityHeaders({ emailOrigin: emailJsOrigin(loadEnv('production', process.cwd(), 'VITE_')) })[
  'Content-Security-Policy'
];
const headings = await routeHeadings(routes);

/**
 * Scrolls to the end, a screen at a time, and back, so the carousel and the video start as a
 * visitor's scroll starts them; then asks for every picture at once (lazy ones too, the slider's
 * copies of its logos off to the side included) and waits until each has loaded or failed.
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
  // The partner carousel's slider, which the scroll brought in, has replaced the static row.
  await expect(page.locator('[data-slider="static"]')).toHaveCount(0);
  await page.evaluate(async () => {
    // Until a frame finds none still loading.
    for (;;) {
      const loading = Array.from(document.images).filter((img) => !img.complete);
      if (loading.length === 0) break;
      for (const img of loading) img.loading = 'eager';
      await Promise.all(
        loading.map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
        ),
      );
      await new Promise(requestAnimationFrame);
    }
  });
}

test.use({ viewport: { width: 360, height: 800 } });

/** A page of each kind in both languages: the inner loop's share (npm run test:quick). */
const smoke = new Set(['/', '/ru/', '/catalog1', '/hist4', '/ru/hist4', '/contact']);

interface Watchers {
  violations: () => Promise<unknown[]>;
  textRewrites: () => Promise<string[]>;
}

/** Checks one page, loaded in `page`: each failure is noted and the next page is checked still. */
async function checkPage(
  page: Page,
  route: (typeof allRoutes)[number],
  { violations, textRewrites }: Watchers,
): Promise<void> {
  const fonts: string[] = [];
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf)$/.test(request.url()))
      fonts.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  const response = await page.goto(route.path);
  expect(response?.status(), route.path).toBe(200);
  expect.soft(response?.headers()['content-security-policy'], `${route.path}: policy`).toBe(policy);
  await hydrated(page);
  expect.soft(await textRewrites(), `${route.path}: prerendered text rewritten while hydrating`).toEqual([]);
  await expect.soft(page.locator('html'), route.path).toHaveAttribute('lang', route.locale);
  await expect.soft(page.locator('h1'), route.path).toHaveCount(1);
  if (route.locale === 'en')
    await expect.soft(page.locator('h1'), route.path).toContainText(headings.get(route.path) ?? '');

  await visitWholePage(page);
  const broken = await page
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((img) => !(img.complete && img.naturalWidth > 0))
        .map((img) => img.currentSrc || img.src),
    );
  expect.soft(broken, `${route.path}: pictures that did not load`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${route.path}: horizontal overflow in px`).toBeLessThanOrEqual(0);
  expect.soft(await violations(), `${route.path}: CSP violations`).toEqual([]);
  expect
    .soft(await page.evaluate(() => getComputedStyle(document.body).fontFamily), route.path)
    .toMatch(/^system-ui\b/);
  expect.soft(fonts, `${route.path}: fonts downloaded`).toEqual([]);
  page.off('request', onRequest);
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect.soft(await axeViolations(page), `${route.path} at ${width} px: axe`).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 800 });
}

// Several pages a test, one after another in one tab: in a fresh profile every script is fetched and
// compiled cold, which here costs more than the checks (a first visit's cold load is every other
// spec's). A visit stores nothing a later page shows: a rewrite while hydrating would say.
const PAGES_A_TEST = 8;
const rest = allRoutes.filter((route) => !smoke.has(route.path));
const groups = [
  { routes: allRoutes.filter((route) => smoke.has(route.path)), tag: '@smoke' },
  ...Array.from({ length: Math.ceil(rest.length / PAGES_A_TEST) }, (_, i) => ({
    routes: rest.slice(i * PAGES_A_TEST, (i + 1) * PAGES_A_TEST),
    tag: [],
  })),
];

for (const { routes: group, tag } of groups) {
  test(
    `${group.map((route) => route.path).join(', ')}: each hydrates as prerendered, no CSP violation, pictures load, nothing overflows at 360 px, no font, axe finds nothing at 412 and 1280 px`,
    { tag },
    async ({ page }) => {
      test.setTimeout(group.length * 20_000);
      // Each page's document runs them afresh.
      const watchers = {
        violations: await watchViolations(page),
        textRewrites: await watchTextRewrites(page),
      };
      for (const route of group) await test.step(route.path, () => checkPage(page, route, watchers));
    },
  );
}
