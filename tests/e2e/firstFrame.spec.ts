import type { Page } from '@playwright/test';
import { expect, holdRestOfPage, holdScripts, hydrated, test } from './fixtures';

/*
 * On a slow network the parser stops wherever the bytes run out, and the browser paints what it
 * has. Where what came first is placed by what follows (a right-aligned menu, a back arrow centred
 * on the title beside it, a hero's vertically centred text), that frame showed it elsewhere, and it
 * moved when the rest arrived: a layout shift. `<link rel="expect" blocking="render">` holds the
 * first frame until such a part is whole. Each case cuts its page there and holds the rest.
 */

/** Just after a page header's back arrow: the last link before the page's heading. */
const afterBackArrow = (html: string) => html.lastIndexOf('</a>', html.indexOf('<h1')) + '</a>'.length;

const cases = [
  {
    name: 'the banner, cut inside its menu',
    path: '/about',
    viewport: { width: 1280, height: 800 },
    cut: (html: string) => html.indexOf('</a>', html.indexOf('aria-label="Main"')) + '</a>'.length,
  },
  {
    name: 'a page header, cut after its back arrow, before its title',
    path: '/catalogs',
    viewport: { width: 375, height: 740 },
    cut: afterBackArrow,
  },
  {
    name: 'a page header without a lead, cut after its back arrow',
    path: '/ru/service1',
    viewport: { width: 375, height: 740 },
    cut: afterBackArrow,
  },
  {
    name: 'the home page’s hero, cut after its heading',
    path: '/',
    viewport: { width: 375, height: 740 },
    cut: (html: string) => html.indexOf('</h1>') + '</h1>'.length,
  },
];

/** The layout shifts of the page, from its first frame (recorded by a script added before `goto`). */
async function recordShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[])
        shifts.push(
          `${entry.value.toFixed(4)}: ${entry.sources
            .map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 80) : node?.nodeName))
            .join(', ')}`,
        );
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

for (const { name, path, viewport, cut } of cases) {
  test(`${path}: ${name}, nothing moves when the rest arrives`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shifts = await recordShifts(page);
    const scripts = await holdScripts(page);
    const { arrive } = await holdRestOfPage(page, path, cut);
    await page.goto(path, { waitUntil: 'commit' });
    await page.locator('script[src="/__rest-of-the-page.js"]').waitFor({ state: 'attached' });
    // The browser's chance to paint what it has: an idle period comes after a frame it had to draw.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    arrive();
    await page.locator('footer').last().waitFor({ state: 'attached' });
    await scripts.release();
    await hydrated(page);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await shifts()).toEqual([]);
  });
}
