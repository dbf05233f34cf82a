import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * One chunk per page: a product page loads its template and its own content, not the other
 * products', nor the home page's carousel, nor the enquiry form until a visitor opens it.
 */

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const productChunk = /^\/assets\/((?:prod|hist|bacter|lab)\d+)-[\w-]+\.js$/;
const chunkName = (file: string) => /^\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(file)?.[1];

test('a product page loads its own content only; the form comes when it is opened', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/hist4');
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  const products = scripts.map((file) => productChunk.exec(file)?.[1]).filter(Boolean);
  expect(products).toEqual(['hist4']);
  const names = new Set(scripts.map(chunkName));
  expect(names).toContain('ProductPage');
  for (const other of [
    'HomePage',
    'PartnerSlider',
    'PartnerCarousel',
    'EnquiryForm',
    'CategoryListPage',
    'ContactPage',
  ]) {
    expect(names.has(other), `${other} is not loaded on a product page`).toBe(false);
  }

  await page.getByRole('link', { name: 'Quote', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => scripts.some((file) => chunkName(file) === 'EnquiryForm')).toBe(true);
});

test.describe('the page comes first, its code after', () => {
  test('before the load event a page fetches only its small boot script, then hydrates', async ({ page }) => {
    await page.goto('/hist4');
    await hydrated(page);
    const early = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const loadStart = navigation?.loadEventStart ?? 0;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' || /\.js$/.test(new URL(entry.name).pathname))
        .filter((entry) => entry.startTime < loadStart)
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(early.length, `scripts before load: ${early.join(', ')}`).toBeLessThanOrEqual(2);
    for (const file of early) expect(file).toMatch(/^\/assets\/(index|rolldown-runtime)-[\w-]+\.js$/);
    // After the load event the page's own code came: the template and this product's content.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    expect(scripts.some((file) => /^\/assets\/ProductPage-[\w-]+\.js$/.test(file))).toBe(true);
    expect(scripts.some((file) => /^\/assets\/hist4-[\w-]+\.js$/.test(file))).toBe(true);
  });

  test('a picture that arrives after the first paint is on screen before the code is fetched', async ({
    page,
  }) => {
    // The product's picture arrives only after the text has been painted, as on a slow network:
    // the load event then comes between its arrival and its paint.
    let painted: () => void = () => undefined;
    const textPainted = new Promise<void>((resolve) => (painted = resolve));
    await page.exposeFunction('textPainted', () => painted());
    await page.addInitScript(() => {
      const page = window as unknown as { textPainted: () => void };
      new PerformanceObserver(() => page.textPainted()).observe({ type: 'paint' });
    });
    await page.route(/\/assets\/prod7-1-[\w-]+\.svg$/, async (route) => {
      await textPainted;
      await route.continue();
    });
    await page.goto('/prod7');
    await hydrated(page);
    const order = await page.evaluate(async () => {
      const paints = await new Promise<LargestContentfulPaint[]>((resolve) =>
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          resolve(list.getEntries() as LargestContentfulPaint[]);
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      );
      const shown = paints.find((entry) => entry.element?.localName === 'img');
      const code = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(?!index-|rolldown-runtime-)[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { pictureShown: shown?.startTime, firstCode: Math.min(...code) };
    });
    expect(order.pictureShown, 'the picture was painted').toBeDefined();
    expect(order.firstCode).toBeGreaterThan(order.pictureShown ?? Infinity);
  });

  test('a tap on a button before the page is interactive is kept and answered', async ({ page }) => {
    // Hold back React and the app until the visitor has tapped.
    let release: () => void = () => undefined;
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto('/hist4');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('link', { name: 'Quote', exact: true }).click();
    release();
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: 'Request a quote' })).toBeVisible();
  });
});
