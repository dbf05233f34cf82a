/**
 * How long a buyer's tap takes to show its result on a settled page, on the bench's emulated slow
 * phone (bench/quoteTap.ts: Slow 4G, CPU 4x, 412 px, touch): the Event Timing API's duration of
 * each interaction (input delay, the handlers, and the next frame: what INP is made of), the
 * longest event of the interaction, median of fresh loads. Event Timing reports nothing under 16 ms
 * and rounds to 8 ms: a tap it does not report took at most 16 ms ('≤16').
 *
 * Used by `npm run bench` (bench/bench.ts), and alone:
 *   npx tsx bench/interactions.ts [base URL] [runs]
 */
import { chromium, type Browser, type ElementHandle, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium';
import { buyerWithList, emulateSlowPhone, median, PHONE, settled } from './quoteTap';

type Storage = Awaited<ReturnType<typeof buyerWithList>>;

interface Tap {
  /** What the buyer does, as the report names it. */
  name: string;
  /** Where, in English: the Russian page is the same path under /ru. */
  path: string;
  /** Typing: each key is an interaction, judged against the per-key budget. */
  keys?: boolean;
  /** The buyer has two products on the quote list. */
  withList?: boolean;
  /** Brings the page to the moment before the tap (not measured); returns what is tapped. */
  control: (page: Page, ru: boolean) => Promise<Locator>;
  /** Resolves once what the tap does is on the screen (the control as it was tapped). */
  done: (page: Page, control: ElementHandle<Element>) => Promise<void>;
}

const t = (ru: boolean, en: string, russian: string) => (ru ? russian : en);
const header = (page: Page) => page.locator('header').first();
const menuButton = (page: Page, ru: boolean) =>
  header(page)
    .locator('button[aria-controls]')
    .filter({ hasText: t(ru, 'Menu', 'Меню') })
    .first();
/** Resolves once the control's attribute has the value (at once if it has it already). */
const attributeIs = (control: ElementHandle<Element>, name: string, value: string) =>
  control.evaluate(
    (element, [attribute, wanted]) =>
      new Promise<void>((resolve) => {
        if (element.getAttribute(attribute) === wanted) return resolve();
        const observer = new MutationObserver(() => {
          if (element.getAttribute(attribute) !== wanted) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(element, { attributes: true, attributeFilter: [attribute] });
      }),
    [name, value] as const,
  );
const expanded = (control: ElementHandle<Element>) => attributeIs(control, 'aria-expanded', 'true');
const dialogOpen = (page: Page) =>
  page.locator('dialog[open]').first().waitFor({ state: 'visible', timeout: 20_000 });

/** The header's Quote, with the menu opened first where the header has folded it away. */
async function headerQuote(page: Page, ru: boolean): Promise<Locator> {
  const quote = header(page)
    .locator(':is(a, button)')
    .filter({ hasText: ru ? /^\s*Запросить КП/ : /^\s*Quote/ })
    .first();
  if (!(await quote.isVisible())) {
    const menu = (await menuButton(page, ru).elementHandle()) as ElementHandle<Element> | null;
    if (!menu) throw new Error('No menu button');
    await tapOn(page, menu);
    await expanded(menu);
  }
  return quote;
}

export const TAPS: readonly Tap[] = [
  {
    name: 'open the menu',
    path: '/',
    control: async (page, ru) => menuButton(page, ru),
    done: (_, control) => expanded(control),
  },
  {
    name: 'Add to quote list',
    path: '/hist4',
    control: async (page, ru) =>
      page
        .getByRole('main')
        .getByRole('button', { name: t(ru, 'Add to quote list', 'Добавить в список для запроса КП') })
        .first(),
    // The button turns into 'Remove from quote list'.
    done: (_, control) => attributeIs(control, 'data-on', 'true'),
  },
  {
    name: 'the cytology list, page 2',
    path: '/catalog1',
    control: async (page, ru) =>
      page.getByRole('button', { name: t(ru, 'Page 2', 'Страница 2'), exact: true }),
    done: (_, control) => attributeIs(control, 'aria-current', 'page'),
  },
  {
    name: 'a category that opens More Products',
    path: '/catalogs',
    control: async (page) => page.locator('main article').nth(4).getByRole('button').first(),
    done: (page) => dialogOpen(page),
  },
  {
    name: 'Quote in the header',
    path: '/hist4',
    withList: true,
    control: headerQuote,
    done: (page) => dialogOpen(page),
  },
  {
    name: 'Share',
    path: '/hist4',
    control: async (page, ru) =>
      page
        .getByRole('main')
        .getByRole('button', { name: t(ru, 'Share', 'Поделиться'), exact: true })
        .first(),
    done: (_, control) => expanded(control),
  },
  {
    name: 'typing in Name',
    path: '/contact',
    keys: true,
    control: async (page) => page.locator('main form input[name="from_name"]'),
    done: async () => undefined,
  },
];

/** A finger on the centre of the control, as a phone reports it (touch, then the click). */
async function tapOn(page: Page, control: ElementHandle): Promise<void> {
  await control.waitForElementState('visible', { timeout: 20_000 });
  const box = await control.boundingBox();
  if (!box) throw new Error('The control has no box');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Starts recording Event Timing entries of 16 ms and more (the API's floor). */
const OBSERVE = `(() => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16 });
})()`;

/** The longest event of each interaction recorded so far, in ms. */
async function interactionDurations(page: Page): Promise<number[]> {
  // Entries are queued after the frame that ends them: two frames and an idle moment later they are in.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  const entries = (await page.evaluate('window.__interactions')) as { id: number; duration: number }[];
  const longest = new Map<number, number>();
  for (const entry of entries) longest.set(entry.id, Math.max(longest.get(entry.id) ?? 0, entry.duration));
  return [...longest.values()];
}

/** One fresh load on the slow phone, settled, then the tap: its latency in ms (16: at most 16). */
async function measureOnce(browser: Browser, base: string, tap: Tap, ru: boolean, storage: Storage) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    ...(tap.withList ? { storageState: storage } : {}),
  });
  try {
    const page = await context.newPage();
    await emulateSlowPhone(await context.newCDPSession(page));
    await page.goto(`${base}${ru ? `/ru${tap.path}` : tap.path}`, { waitUntil: 'load', timeout: 120_000 });
    await settled(page, 60_000);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    const control = (await (
      await tap.control(page, ru)
    ).elementHandle({
      timeout: 20_000,
    })) as ElementHandle<Element> | null;
    if (!control) throw new Error(`${tap.name}: no control`);
    await control.scrollIntoViewIfNeeded();
    // The scroll's own work is over before the tap.
    await page.waitForTimeout(500);
    await page.evaluate(OBSERVE);
    if (tap.keys) {
      await tapOn(page, control);
      await interactionDurations(page);
      await page.evaluate('window.__interactions.length = 0');
      for (const key of 'Ivanov') {
        await page.keyboard.press(key);
        await page.waitForTimeout(150);
      }
    } else {
      await tapOn(page, control);
      // What the tap does shows within 20 s, or the tap is reported as not working.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        tap.done(page, control),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${tap.name}: nothing showed within 20 s`)), 20_000);
        }),
      ]).finally(() => clearTimeout(timer));
    }
    const durations = await interactionDurations(page);
    return durations.length ? Math.max(...durations) : 16;
  } finally {
    await context.close();
  }
}

export interface InteractionRow {
  tap: string;
  route: string;
  keys: boolean;
  runs: number[];
  median: number;
}

/** Every tap in both languages, `runs` fresh loads each, one at a time. */
export async function measureInteractions(base: string, runs = 3): Promise<InteractionRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  const rows: InteractionRow[] = [];
  try {
    const storage = await buyerWithList(browser, base);
    for (const tap of TAPS) {
      for (const ru of [false, true]) {
        const results: number[] = [];
        for (let run = 0; run < runs; run++) results.push(await measureOnce(browser, base, tap, ru, storage));
        const route = ru ? `/ru${tap.path}` : tap.path;
        rows.push({ tap: tap.name, route, keys: Boolean(tap.keys), runs: results, median: median(results) });
        console.error(`  ${tap.name} (${route}): ${results.map((ms) => `${ms} ms`).join(', ')}`);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export interface InteractionBudget {
  tapMs: number;
  keyMs: number;
}

/** Each tap over its budget, as a line. */
export function interactionMisses(rows: InteractionRow[], budget: InteractionBudget | undefined): string[] {
  if (!budget) return [];
  return rows.flatMap((row) => {
    const limit = row.keys ? budget.keyMs : budget.tapMs;
    return row.median > limit ? [`${row.tap} (${row.route}): ${row.median} ms > ${limit} ms`] : [];
  });
}

export function interactionTable(rows: InteractionRow[]): string {
  const ms = (value: number) => (value <= 16 ? '≤16 ms' : `${Math.round(value)} ms`);
  const lines = ['| tap | route | median | runs |', '|---|---|---|---|'];
  for (const row of rows)
    lines.push(
      `| ${row.tap}${row.keys ? ' (longest key)' : ''} | ${row.route} | ${ms(row.median)} | ${row.runs.map(ms).join(', ')} |`,
    );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://localhost:4173';
  const runs = Number(process.argv[3] ?? 3);
  console.log(interactionTable(await measureInteractions(base, runs)));
}
