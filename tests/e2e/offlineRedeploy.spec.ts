import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { CatalogueManifest } from '../../src/features/offline/caches';
import { offline as t } from '../../src/features/offline/offline.en';
import { enquiry, fill } from './enquiryForm';
import { expect, footerInView, openQuote, test, visit } from './fixtures';
import { nextDeploy, SERVED_HEADER, startSiteServer, type SiteServer } from './siteServer';

/**
 * The kept catalogue across a redeploy, and a network that connects but answers nothing, on a
 * server the test controls (siteServer.ts): Monday's build, then Tuesday's in its place with
 * Monday's scripts gone (rsync --delete), as at a trade show where the tablet gets a moment of
 * Wi-Fi. Every other spec blocks service workers (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
let tuesday = '';
let site: SiteServer;

test.beforeAll(async () => {
  tuesday = await mkdtemp(path.join(os.tmpdir(), 'ivm-tuesday-'));
  await nextDeploy(dist, tuesday);
});
test.beforeEach(async () => {
  site = await startSiteServer(dist);
});
test.afterEach(async () => {
  await site.stop();
});
test.afterAll(async () => {
  if (tuesday) await rm(tuesday, { recursive: true, force: true });
});

/**
 * The kept sets on the device: build id, whether complete (its marker in), and each page's copy
 * (the number of the server's answer it is).
 */
function keptSets(
  page: Page,
): Promise<{ name: string; complete: boolean; pages: Record<string, string | null> }[]> {
  return page.evaluate(async (servedHeader) => {
    const sets = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('ivm-kept-')) continue;
      const cache = await caches.open(name);
      const pages: Record<string, string | null> = {};
      let complete = false;
      for (const request of await cache.keys()) {
        const { pathname } = new URL(request.url);
        if (pathname === '/__ivm-kept.json') complete = true;
        else if (!/\.\w+$/.test(pathname))
          pages[pathname] = (await cache.match(request))?.headers.get(servedHeader) ?? null;
      }
      sets.push({ name, complete, pages });
    }
    return sets;
  }, SERVED_HEADER);
}

async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match(location.pathname))))
    .toBe(true);
}

async function keepCatalogue(page: Page): Promise<void> {
  const footer = await footerInView(page);
  await footer.getByRole('button', { name: t.keep }).click();
  await footer.getByRole('button', { name: /^Download / }).click();
  await expect(footer.getByRole('status')).toHaveText(
    /^Done: the catalogue \(\d+ pages?\) is on this device/,
    {
      timeout: 120_000,
    },
  );
}

/** The boot script the page runs: whose build it is. */
const bootScript = (page: Page) =>
  page.evaluate(
    () => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).pathname,
  );

test('a kept catalogue survives a redeploy whole: an update cut short leaves the old version working offline, and goes on later', async ({
  page,
  context,
  allowConsole,
}) => {
  test.setTimeout(300_000);
  // The cut connections, and the enquiry that cannot leave offline.
  allowConsole(/net::ERR_EMPTY_RESPONSE|net::ERR_INTERNET_DISCONNECTED|net::ERR_CONNECTION|Enquiry not sent/);
  const monday = JSON.parse(
    await readFile(path.join(dist, 'offline-catalogue.json'), 'utf8'),
  ) as CatalogueManifest;
  const next = JSON.parse(
    await readFile(path.join(tuesday, 'offline-catalogue.json'), 'utf8'),
  ) as CatalogueManifest;
  expect(next.en.build).not.toBe(monday.en.build);

  // Monday: the catalogue is kept.
  await visit(page, `${site.url}/contact`);
  await workerReady(page);
  await keepCatalogue(page);
  const mondayBoot = await bootScript(page);

  // Tuesday: redeployed; at the show, a moment of Wi-Fi: the update gets 5 pages in, then the network goes.
  site.root = tuesday;
  site.pageFetches = [];
  site.cutPageFetchesAfter = 5;
  await visit(page, `${site.url}/about`);
  expect(await bootScript(page)).not.toBe(mondayBoot);
  const footer = await footerInView(page);
  await expect(footer.getByRole('status')).toHaveText(t.updateStopped, { timeout: 60_000 });
  // The old set is still there, complete; the new one is not complete.
  const cut = await keptSets(page);
  expect(cut.filter((set) => set.complete).map((set) => set.name)).toEqual([
    `ivm-kept-${monday.en.build}-en`,
  ]);
  const partial = cut.find((set) => set.name === `ivm-kept-${next.en.build}-en`);
  expect(partial?.complete).toBe(false);
  const partlyKept = Object.entries(partial?.pages ?? {});
  expect(partlyKept.length).toBeGreaterThan(0);

  // Offline: a page never opened shows, runs Monday's code from the kept set, and works.
  await context.setOffline(true);
  await visit(page, `${site.url}/hist5`);
  expect(await bootScript(page)).toBe(mondayBoot);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to quote list' }).click();
  await expect(main.getByRole('button', { name: 'Add to quote list', pressed: true })).toBeVisible();
  // Search, with Monday's index.
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const search = page.getByRole('dialog', { name: 'Search products' });
  await search.getByRole('combobox').fill('cryostat');
  await expect(search.getByRole('option').filter({ hasText: '6250 Cryostat' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  // The quote list and the enquiry form: the enquiry is kept on the device, to go once online.
  const dialog = await openQuote(page);
  await expect(dialog.getByRole('region', { name: 'Your quote list (1)' })).toBeVisible();
  await fill(dialog, enquiry());
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText('kept on this device');

  // Back online at the next page: the update goes on from where it stopped, then the old set goes.
  site.cutPageFetchesAfter = undefined;
  await context.setOffline(false);
  await visit(page, `${site.url}/catalogs`);
  await footerInView(page);
  await expect(footer.getByRole('status')).toHaveText(t.updated, { timeout: 120_000 });
  const sets = await keptSets(page);
  expect(sets.map((set) => [set.name, set.complete])).toEqual([[`ivm-kept-${next.en.build}-en`, true]]);
  expect(Object.keys(sets[0]?.pages ?? {})).toHaveLength(next.en.pages);
  // What the cut update had kept is kept as it was, not fetched again. The set's copies are
  // compared, not the requests: the pages visited are fetched again whenever a new worker takes
  // over (serviceWorker.ts), which here may be only now, if going offline cut its install short.
  expect(
    partlyKept
      .filter(([pathname, served]) => sets[0]?.pages[pathname] !== served)
      .map(([pathname]) => pathname),
    'pages the cut update had kept, fetched again',
  ).toEqual([]);
});

test('a tap on a kept page opens it from the device when the network connects and answers nothing', async ({
  page,
}) => {
  await visit(page, `${site.url}/hist4`);
  const heading = await page.locator('h1').textContent();
  await workerReady(page);

  site.hold = true;
  // Within the worker's 3 s wait for the network and a little margin: never the browser's own minutes.
  await page.goto(`${site.url}/hist4`, { waitUntil: 'commit', timeout: 6_000 });
  await expect(page.locator('h1')).toHaveText(heading ?? '', { timeout: 2_000 });
});
