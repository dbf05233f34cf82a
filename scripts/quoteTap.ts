/**
 * The buyer's tap, which Lighthouse never makes: on an emulated slow phone (DevTools' Slow 4G, 562.5 ms
 * latency and 1,474.56 kbit/s down, CPU 4x slower, 412 px wide), a buyer with two products on the
 * quote list taps Quote (through the menu where the header has folded it away):
 *
 * - at once: the moment the Quote control shows, timed from the start of the navigation;
 * - settled: on a page that has finished loading and fetching ahead, timed from the tap.
 *
 * For each, how long until they can type in an enquiry form (the dialog's, or the contact page's on a
 * build where the tap follows a link), and until the quote list is shown beside it. The buyer put the
 * two products on the list on their pages beforehand, as buyers do (`buyerWithList`).
 * Used by `npm run bench` (scripts/bench.ts), and alone: `npx tsx scripts/quoteTap.ts [base URL]`.
 */
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const PHONE = { width: 412, height: 860 };
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Two products on the quote list, named in the list as 'HP300 Plus …' and 'IDC-20 …'. */
const QUOTE_LIST = ['hist4', 'prod3'];
const LISTED = /HP300 Plus/;

export const QUOTE_TAP_ROUTES = ['/', '/hist4', '/catalogs', '/ru/', '/ru/hist4', '/ru/catalogs'];
export type TapMode = 'at once' | 'settled';

export interface TapRun {
  /** Milliseconds until a form's first field takes typing. */
  typeable: number;
  /** Milliseconds until the quote list is shown with the form (NaN if it never was, within the wait). */
  listed: number;
  /** Where the form was: the dialog, or the contact page the link led to. */
  where: 'dialog' | 'contact page';
}

const executablePath = CHROMIUM_PATH;
const ARGS = [...CHROMIUM_FLAGS];

/** Taps the centre of a control the moment it shows: a finger, not Playwright's actionability checks. */
async function tapAt(page: Page, control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: 60_000 });
  const box = await control.boundingBox();
  if (!box) throw new Error('The control has no box');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The header's Quote control, tapping the menu button first when it is folded away. */
async function tapQuote(page: Page): Promise<void> {
  const quote = page
    .locator('header :is(a, button)')
    .filter({ hasText: /^\s*(Quote|Запросить КП)/ })
    .first();
  const menu = page
    .locator('header button[aria-controls]')
    .filter({ hasText: /Menu|Меню/ })
    .first();
  await Promise.race([
    quote.waitFor({ state: 'visible', timeout: 60_000 }),
    menu.waitFor({ state: 'visible', timeout: 60_000 }),
  ]);
  if (!(await quote.isVisible())) {
    await tapAt(page, menu);
  }
  await tapAt(page, quote);
}

// A string, not a function: tsx names inner functions with a helper the page does not have.
const CLOCK = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const marks = sessionStorage;
  if (!marks.navAt) marks.navAt = String(performance.timeOrigin);
  document.addEventListener('pointerdown', () => { if (!marks.tapAt) marks.tapAt = String(now()); }, { capture: true });
  const field = 'dialog[open] input[name="from_name"], main form input[name="from_name"]';
  const listed = new RegExp(${JSON.stringify(LISTED.source)});
  const frame = () => {
    // Any of them: a dialog rendered ahead, closed, has the same field (hidden).
    const typeable = [...document.querySelectorAll(field)].some(
      (input) => input.getClientRects().length > 0 && !input.disabled && !input.readOnly,
    );
    if (!marks.typeableAt && typeable) marks.typeableAt = String(now());
    const shown = (document.querySelector('dialog[open]') || document.querySelector('main') || {}).textContent || '';
    if (marks.typeableAt && !marks.listedAt && listed.test(shown)) marks.listedAt = String(now());
    if (!marks.listedAt) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

async function marks(page: Page): Promise<Record<string, number>> {
  const raw = await page.evaluate(() => ({ ...sessionStorage }));
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Number(value)]));
}

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * What a buyer's browser holds after putting the two products on the list the way a buyer does (on
 * their pages, at full speed), then opening a page in each language: the list and whatever the site
 * keeps with it.
 */
export async function buyerWithList(browser: Browser, base: string): Promise<Storage> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    for (const id of QUOTE_LIST) {
      await page.goto(`${base}/${id}`);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page
        .getByRole('main')
        .getByRole('button', { name: /^(Add to quote list|Добавить в список)/ })
        .first()
        .click();
    }
    for (const path of ['/', '/ru/']) {
      await page.goto(base + path);
      await page.locator('html[data-prefetched]').waitFor({ state: 'attached' });
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export async function measureTap(
  browser: Browser,
  url: string,
  mode: TapMode,
  storageState: Storage,
): Promise<TapRun> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, storageState });
  await context.addInitScript({ content: CLOCK });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    if (mode === 'at once') {
      await page.goto(url, { waitUntil: 'commit' });
      await tapQuote(page);
    } else {
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      // Settled: interactive, and what its controls open fetched ahead (or, on a build that does not
      // say so, the network quiet).
      await page
        .locator('html[data-prefetched]')
        .waitFor({ state: 'attached', timeout: 60_000 })
        .catch(() => page.waitForLoadState('networkidle'));
      await tapQuote(page);
    }
    await page
      .waitForFunction(() => sessionStorage.getItem('typeableAt') !== null, undefined, { timeout: 60_000 })
      .catch(async (error: unknown) => {
        // What the page looked like, for the error.
        const state = await page.evaluate(() => ({
          open: document.querySelectorAll('dialog[open]').length,
          hydrated: document.documentElement.dataset.hydrated ?? null,
          marks: { ...sessionStorage },
        }));
        throw new Error(`${url} ${mode}: no typeable form (${JSON.stringify(state)})`, { cause: error });
      });
    await page
      .waitForFunction(() => sessionStorage.getItem('listedAt') !== null, undefined, { timeout: 20_000 })
      .catch(() => undefined);
    const where = (await page.locator('dialog[open]').count()) > 0 ? 'dialog' : 'contact page';
    const m = await marks(page);
    const start = (mode === 'at once' ? m.navAt : m.tapAt) ?? Number.NaN;
    return {
      typeable: Math.round((m.typeableAt ?? Number.NaN) - start),
      listed: Math.round((m.listedAt ?? Number.NaN) - start),
      where,
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export interface TapRow {
  route: string;
  mode: TapMode;
  runs: TapRun[];
  typeable: number;
  listed: number;
}

/** Every route in both modes, `runs` times each, one at a time (parallel runs disturb each other). */
export async function measureQuoteTaps(base: string, routes = QUOTE_TAP_ROUTES, runs = 3): Promise<TapRow[]> {
  const browser = await chromium.launch({ executablePath, args: ARGS });
  const rows: TapRow[] = [];
  try {
    const storage = await buyerWithList(browser, base);
    for (const route of routes) {
      for (const mode of ['at once', 'settled'] as const) {
        const results: TapRun[] = [];
        for (let i = 0; i < runs; i++) results.push(await measureTap(browser, base + route, mode, storage));
        rows.push({
          route,
          mode,
          runs: results,
          typeable: median(results.map((r) => r.typeable)),
          listed: median(results.map((r) => r.listed)),
        });
        console.error(
          `  ${route} ${mode}: ${results.map((r) => `${r.typeable} ms (${r.where})`).join(', ')}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function tapTable(rows: TapRow[]): string {
  const s = (ms: number) => (Number.isNaN(ms) ? 'never' : `${(ms / 1000).toFixed(2)} s`);
  const lines = [
    '| route | Quote tapped | typeable (median) | quote list shown (median) | runs (typeable, where) |',
    '|---|---|---|---|---|',
  ];
  for (const row of rows)
    lines.push(
      `| ${row.route} | ${row.mode} | ${s(row.typeable)} | ${s(row.listed)} | ${row.runs
        .map((r) => `${s(r.typeable)} ${r.where === 'dialog' ? 'dialog' : 'contact'}`)
        .join(', ')} |`,
    );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://localhost:4173';
  const routes = process.argv[3]?.split(',') ?? QUOTE_TAP_ROUTES;
  const runs = Number(process.argv[4] ?? 3);
  console.log(tapTable(await measureQuoteTaps(base, routes, runs)));
}
