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
 * Used by `npm run bench` (bench/bench.ts), and alone: `npx tsx bench/quoteTap.ts [base URL]`.
 */
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium';

/** The emulated slow phone of the bench's buyer measures (this file and bench/interactions.ts). */
export const PHONE = { width: 412, height: 860 };
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
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
  /** Milliseconds from the start of the navigation to the first paint, the tap and the end of parsing. */
  painted: number;
  touched: number;
  tapped: number;
  parsed: number;
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

const QUOTE_LABEL = /^\s*(Quote|Запросить КП)/;
const MENU_LABEL = /Menu|Меню/;

/** The header's Quote control, tapping the menu button first when it is folded away. */
async function tapQuote(page: Page): Promise<void> {
  const quote = page.locator('header :is(a, button)').filter({ hasText: QUOTE_LABEL }).first();
  const menu = page.locator('header button[aria-controls]').filter({ hasText: MENU_LABEL }).first();
  await Promise.race([
    quote.waitFor({ state: 'visible', timeout: 60_000 }),
    menu.waitFor({ state: 'visible', timeout: 60_000 }),
  ]);
  if (!(await quote.isVisible())) {
    await tapAt(page, menu);
  }
  await tapAt(page, quote);
}

/**
 * Reports, through the CDP binding `quoteTapShown`, each header control a buyer taps (the menu button
 * where Quote is folded away, then Quote) with its box, after the first frame that showed it. It
 * watches from inside the page, in a few lines run once per frame: Playwright's locators would first
 * put Playwright's own script into the page, and on a CPU slowed 4x compiling and running it held the
 * parser and the first paint back by 0.4-0.6 s, time a buyer's finger never costs.
 */
const SHOWN = `(() => {
  const quote = new RegExp(${JSON.stringify(QUOTE_LABEL.source)});
  const menu = new RegExp(${JSON.stringify(MENU_LABEL.source)});
  const told = new Set();
  const visible = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
  const look = () => {
    const controls = [...document.querySelectorAll('header a, header button')];
    const q = controls.find((el) => quote.test(el.textContent || ''));
    const m = controls.find((el) => el.hasAttribute('aria-controls') && menu.test(el.textContent || ''));
    const shown = q && visible(q) ? ['quote', q] : m && visible(m) && !told.has('menu') ? ['menu', m] : null;
    if (shown && !told.has(shown[0])) {
      told.add(shown[0]);
      const r = shown[1].getBoundingClientRect();
      // After this frame's paint: the control is on the screen when the finger comes down.
      setTimeout(() => window.quoteTapShown(JSON.stringify({ which: shown[0], x: r.x + r.width / 2, y: r.y + r.height / 2 })));
    }
    if (!told.has('quote')) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/** Taps Quote the moment it shows (through the menu where it is folded), with no script of the harness in the page. */
async function tapQuoteAtOnce(page: Page, cdp: CDPSession, url: string): Promise<void> {
  const shown: { which: string; x: number; y: number }[] = [];
  let wake = () => {};
  cdp.on('Runtime.bindingCalled', (event: { name: string; payload: string }) => {
    if (event.name !== 'quoteTapShown') return;
    shown.push(JSON.parse(event.payload) as { which: string; x: number; y: number });
    wake();
  });
  const next = async () => {
    const deadline = Date.now() + 60_000;
    while (shown.length === 0) {
      if (Date.now() > deadline) throw new Error(`${url}: neither Quote nor the menu button showed`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 1000);
      });
    }
    return shown.shift()!;
  };
  await page.goto(url, { waitUntil: 'commit' });
  let control = await next();
  if (control.which === 'menu') {
    await page.touchscreen.tap(control.x, control.y);
    control = await next();
  }
  await page.touchscreen.tap(control.x, control.y);
}

/** Waits for a mark the page's clock writes, asking over CDP (no script of the harness in the page). */
async function waitForMark(cdp: CDPSession, name: string, timeout: number): Promise<boolean> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const { result } = (await cdp.send('Runtime.evaluate', {
      expression: `sessionStorage.getItem(${JSON.stringify(name)})`,
      returnByValue: true,
    })) as { result: { value: unknown } };
    if (result.value !== null) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

// A string, not a function: tsx names inner functions with a helper the page does not have.
const CLOCK = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const marks = sessionStorage;
  if (!marks.navAt) marks.navAt = String(performance.timeOrigin);
  document.addEventListener('pointerdown', (event) => { if (!marks.tapAt) { marks.tapAt = String(now()); marks.touchAt = String(performance.timeOrigin + event.timeStamp); } }, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint' && !marks.paintAt) marks.paintAt = String(performance.timeOrigin + entry.startTime);
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('DOMContentLoaded', () => { if (!marks.parsedAt) marks.parsedAt = String(now()); });
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

/**
 * Waits until the page has done what it does by itself: it is interactive and has fetched ahead
 * what its controls open (html[data-prefetched]), laid out its parts below the screen once, and
 * kept itself for offline use (a build with a service worker). On a build that does not say so,
 * until the network is quiet.
 */
export async function settled(page: Page, timeout: number): Promise<void> {
  const saysSo = await page
    .locator('html[data-prefetched]')
    .waitFor({ state: 'attached', timeout })
    .then(() => true)
    .catch(() => page.waitForLoadState('networkidle').then(() => false));
  if (!saysSo) return;
  await page.waitForFunction(() => !document.querySelector('.render-later:not([data-laid-out])'), undefined, {
    timeout,
  });
  // The service worker installed (its precache fetched) and this page kept (src/features/offline/serviceWorker.ts).
  const hasWorker = await page.evaluate(
    async () => 'serviceWorker' in navigator && (await fetch('/sw.js', { method: 'HEAD' })).ok,
  );
  if (!hasWorker) return;
  // Polled from here: `waitForFunction` takes a synchronous predicate, and an async one passes at
  // once, its promise being truthy (microsoft/playwright#29132).
  const deadline = Date.now() + timeout;
  const kept = () =>
    page.evaluate(async () =>
      Boolean(navigator.serviceWorker.controller && (await caches.match(location.pathname))),
    );
  while (!(await kept())) {
    if (Date.now() > deadline)
      throw new Error(`${page.url()}: the service worker did not install and keep the page in ${timeout} ms`);
    await page.waitForTimeout(250);
  }
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
      await settled(page, 15_000);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Slow 4G with nothing cached, and the CPU slowed 4x, from the next navigation on. */
export async function emulateSlowPhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

export async function measureTap(
  browser: Browser,
  url: string,
  mode: TapMode,
  storageState: Storage,
): Promise<TapRun> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, storageState });
  await context.addInitScript({ content: CLOCK });
  if (mode === 'at once') await context.addInitScript({ content: SHOWN });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: 'quoteTapShown' });
  await emulateSlowPhone(cdp);
  try {
    if (mode === 'at once') {
      await tapQuoteAtOnce(page, cdp, url);
    } else {
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      await settled(page, 60_000);
      await tapQuote(page);
    }
    if (!(await waitForMark(cdp, 'typeableAt', 60_000))) {
      // What the page looked like, for the error.
      const state = await page.evaluate(() => ({
        open: document.querySelectorAll('dialog[open]').length,
        hydrated: document.documentElement.dataset.hydrated ?? null,
        marks: { ...sessionStorage },
      }));
      throw new Error(`${url} ${mode}: no typeable form (${JSON.stringify(state)})`);
    }
    await waitForMark(cdp, 'listedAt', 20_000);
    const where = (await page.locator('dialog[open]').count()) > 0 ? 'dialog' : 'contact page';
    const m = await marks(page);
    const start = (mode === 'at once' ? m.navAt : m.tapAt) ?? Number.NaN;
    return {
      typeable: Math.round((m.typeableAt ?? Number.NaN) - start),
      listed: Math.round((m.listedAt ?? Number.NaN) - start),
      painted: Math.round((m.paintAt ?? Number.NaN) - (m.navAt ?? Number.NaN)),
      touched: Math.round((m.touchAt ?? Number.NaN) - (m.navAt ?? Number.NaN)),
      tapped: Math.round((m.tapAt ?? Number.NaN) - (m.navAt ?? Number.NaN)),
      parsed: Math.round((m.parsedAt ?? Number.NaN) - (m.navAt ?? Number.NaN)),
      where,
    };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
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
          `  ${route} ${mode}: ${results.map((r) => `${r.typeable} ms (${r.where}; listed ${r.listed}, painted ${r.painted}, touched ${r.touched}, tapped ${r.tapped}, parsed ${r.parsed})`).join(', ')}`,
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
