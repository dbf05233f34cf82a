import type { Page } from '@playwright/test';
import { expect, openQuote, scriptsBeforeHydration, test, visit } from './fixtures';

/**
 * One chunk per page: a product page loads its template and its own content, not the other
 * products', nor the home page's carousel; what its buttons open comes after, in idle time.
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

test('a product page loads its own content only; what its buttons open comes once it is idle', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  const beforeHydration = await scriptsBeforeHydration(page);
  await page.goto('/hist4');
  // What the page needed to show and hydrate: its own code only.
  const own = await beforeHydration();
  expect(own.map((file) => productChunk.exec(file)?.[1]).filter(Boolean)).toEqual(['hist4']);
  const names = new Set(own.map(chunkName));
  expect(names).toContain('ProductPage');
  for (const other of [
    'HomePage',
    'PartnerSlider',
    'PartnerCarousel',
    'ShareMenu',
    'CategoryListPage',
    'ContactPage',
  ]) {
    expect(names.has(other), `${other} is not loaded to show a product page`).toBe(false);
  }
  // Then, in idle time, the code of its dialogs and menus, and no other product's or page's.
  await page.locator('html[data-prefetched]').waitFor({ state: 'attached' });
  const later = new Set(scripts.filter((file) => !own.includes(file)).map(chunkName));
  // (The Quote dialog, its form and the EmailJS SDK that sends it are in the page's own code.)
  expect(later).toContain('ShareMenu');
  expect(scripts.map((file) => productChunk.exec(file)?.[1]).filter(Boolean)).toEqual(['hist4']);
  for (const other of ['HomePage', 'CategoryListPage', 'ContactPage']) expect(later.has(other)).toBe(false);
});

/**
 * Ready when tapped: once a page is interactive and idle, opening the Quote or consultation dialog
 * (with its form and the quote list) or a product's share menu requests no script,
 * and the quote list is in the Quote dialog from the frame the dialog first shows.
 */
test.describe('ready when tapped', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  async function idle(page: Page, path: string): Promise<string[]> {
    await visit(page, path);
    await page.locator('html[data-prefetched]').waitFor({ state: 'attached' });
    return scriptsOf(page);
  }

  test('/hist4: Quote opens with the form and the quote list in its first frame, Share opens its menu, no script requested', async ({
    page,
  }) => {
    await visit(page, '/hist4');
    await page.getByRole('button', { name: 'Add to quote list' }).click();
    const requested = await idle(page, '/hist4');
    // The first frame in which the dialog is open: is the listed product in it?
    await page.evaluate(() => {
      const page = window as unknown as { listInFirstFrame?: boolean };
      const observer = new MutationObserver(() => {
        const dialog = document.querySelector('dialog[open]');
        if (!dialog) return;
        observer.disconnect();
        page.listInFirstFrame = /HP300 Plus/.test(dialog.textContent ?? '');
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const dialog = await openQuote(page);
    await expect(dialog.getByLabel('Name', { exact: true })).toBeEditable();
    await expect(dialog.getByRole('link', { name: 'HP300 Plus Tissue Processor' })).toBeVisible();
    expect(await page.evaluate(() => (window as { listInFirstFrame?: boolean }).listInFirstFrame)).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('group', { name: 'Share options' })).toBeVisible();
    expect(requested, 'scripts requested by opening them').toEqual([]);
  });

  test('/: Quote and Start Cooperation open with their forms, no script requested', async ({ page }) => {
    const requested = await idle(page, '/');
    await page.getByRole('link', { name: 'Start Cooperation' }).click();
    const cooperation = page.getByRole('dialog', { name: 'Start Cooperation' });
    await expect(cooperation.getByLabel('Name', { exact: true })).toBeEditable();
    await page.keyboard.press('Escape');
    await expect(cooperation).toHaveCount(0);
    const quote = await openQuote(page);
    await expect(quote.getByLabel('Name', { exact: true })).toBeEditable();
    // (The partner carousel's code, and the footer's catalogue control with its strings, come when
    // their sections near the screen, as the dialogs' links scroll the page, whatever is tapped.)
    const opening = requested.filter(
      (file) => !/\/(Partner(Slider|Carousel)|CatalogueDownload|offline\.en)-[\w-]+\.js$/.test(file),
    );
    expect(opening, 'scripts requested by opening them').toEqual([]);
  });

  test('/about: the consultation dialog opens with its form, no script requested', async ({ page }) => {
    const requested = await idle(page, '/about');
    await page.getByRole('link', { name: 'Get a free consultation' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Get a free consultation.' }).getByLabel('Name', { exact: true }),
    ).toBeEditable();
    expect(requested, 'scripts requested by opening it').toEqual([]);
  });
});

test.describe('the page comes first, its code after', () => {
  test('before the load event a page fetches only its small boot script, then hydrates', async ({ page }) => {
    await visit(page, '/hist4');
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
    await visit(page, '/prod7');
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
});
