/**
 * How long a buyer's tap takes to show its result on a settled page, on the bench's emulated slow
 * phone (bench/quoteTap.ts: Slow 4G, CPU 4x, 412 px, touch): the Event Timing API's duration of
 * each interaction (input delay, the handlers, and the next frame: what INP is made of), the
 * longest event of the interaction, median of fresh loads. Event Timing reports nothing under 16 ms
 * and rounds to 8 ms: a tap it does not report took at most 16 ms ('≤16').
 *
 * Used by `npm run bench` (bench/bench.ts), and alone:
 *   npx tsx bench/interactions.ts [base URL] [runs] [taps]
 * where `taps` (or the environment's TAPS, which `npm run bench` reads too) is a regular expression:
 * only the taps whose name matches it are measured (tracing one tap).
 */
import {
  chromium,
  type Browser,
  type CDPSession,
  type ElementHandle,
  type Locator,
  type Page,
} from '@playwright/test';
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
  /** What is typed, a key at a time ('Ivanov' unless said). */
  text?: string;
  /** The tap leaves the page (a full page load): its entries are read as the page is left. */
  leaves?: boolean;
  /** The buyer has two products on the quote list. */
  withList?: boolean;
  /** Brings the page to the moment before the tap (not measured); returns what is tapped. */
  control: (page: Page, ru: boolean) => Promise<Locator>;
  /** Resolves once what the tap does is on the screen (the control as it was tapped). */
  done: (page: Page, control: ElementHandle<Element>, ru: boolean) => Promise<void>;
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
/** Resolves once the dialog holding the control has closed. */
const dialogClosed = (control: ElementHandle<Element>) =>
  control.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const dialog = element.closest('dialog');
        if (!dialog?.open) return resolve();
        dialog.addEventListener('close', () => resolve(), { once: true });
      }),
  );
/** Resolves once the control's text says the words (a Pause button that now offers Play). */
const says = (control: ElementHandle<Element>, words: string) =>
  control.evaluate(
    (element, wanted) =>
      new Promise<void>((resolve) => {
        if (element.textContent?.includes(wanted)) return resolve();
        const observer = new MutationObserver(() => {
          if (!element.textContent?.includes(wanted)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(element, { subtree: true, childList: true, characterData: true });
      }),
    words,
  );

/** Taps the header's Menu open where the header has folded its navigation away (a phone). */
async function openMenu(page: Page, ru: boolean): Promise<void> {
  const menu = (await menuButton(page, ru).elementHandle()) as ElementHandle<Element> | null;
  if (!menu) throw new Error('No menu button');
  if (!(await menu.isVisible()) || (await menu.getAttribute('aria-expanded')) === 'true') return;
  await tapOn(page, menu);
  await expanded(menu);
}

/** A tap before the measured one (what brings the page to it), once `done` says it worked. */
async function tapFirst(
  page: Page,
  locator: Locator,
  done: (control: ElementHandle<Element>) => Promise<void>,
) {
  const control = (await locator.elementHandle({ timeout: 20_000 })) as ElementHandle<Element> | null;
  if (!control) throw new Error('Nothing to tap first');
  await control.scrollIntoViewIfNeeded();
  await tapOn(page, control);
  await done(control);
}

/** The header's Quote, with the menu opened first where the header has folded it away. */
async function headerQuote(page: Page, ru: boolean): Promise<Locator> {
  const quote = header(page)
    .locator(':is(a, button)')
    .filter({ hasText: ru ? /^\s*Запросить КП/ : /^\s*Quote/ })
    .first();
  if (!(await quote.isVisible())) await openMenu(page, ru);
  return quote;
}

/** A link that opens the enquiry dialog (a link to /contact before the scripts run). */
const enquiryLink = (page: Page, text: string) =>
  page.getByRole('main').locator('a[aria-haspopup="dialog"]').filter({ hasText: text }).first();

const quoteToggle = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name }).first();

const pageButton = (page: Page, ru: boolean, n: number) =>
  page.getByRole('button', { name: t(ru, `Page ${n}`, `Страница ${n}`), exact: true });

const moreProductsCategory = (page: Page) => page.locator('main article').nth(4).getByRole('button').first();

const searchButton = (page: Page, ru: boolean) =>
  header(page).getByRole('button', { name: t(ru, 'Search', 'Поиск'), exact: true });

const carousel = (page: Page) => page.locator('section[aria-roledescription="carousel"]');

/** The partner carousel near the screen, its slider (react-slick, loaded as it comes near) in. */
async function partnerSlider(page: Page): Promise<Locator> {
  await carousel(page).scrollIntoViewIfNeeded();
  await page
    .locator('section[aria-roledescription="carousel"][data-slider="ready"]')
    .waitFor({ timeout: 20_000 });
  return carousel(page);
}

/** Typing in one of the contact page's enquiry fields, a key at a time. */
const typingIn = (label: string, field: string, text: string): Tap => ({
  name: `typing in ${label}`,
  path: '/contact',
  keys: true,
  text,
  control: async (page) => page.locator(`main form [name="${field}"]`),
  done: async () => undefined,
});

export const TAPS: readonly Tap[] = [
  {
    name: 'open the menu',
    path: '/',
    control: async (page, ru) => menuButton(page, ru),
    done: (_, control) => expanded(control),
  },
  {
    name: 'the Company submenu (menu opened)',
    path: '/',
    control: async (page, ru) => {
      await openMenu(page, ru);
      return header(page)
        .locator('nav button[aria-controls]')
        .filter({ hasText: t(ru, 'Company', 'Компания') })
        .first();
    },
    done: (_, control) => expanded(control),
  },
  {
    name: 'Add to quote list',
    path: '/hist4',
    control: async (page, ru) =>
      quoteToggle(page, t(ru, 'Add to quote list', 'Добавить в список для запроса КП')),
    // The button turns into 'Remove from quote list'.
    done: (_, control) => attributeIs(control, 'data-on', 'true'),
  },
  {
    name: 'Remove from quote list',
    path: '/hist4',
    // The product is on the stored list: the page shows Remove once it has read the list.
    withList: true,
    control: async (page, ru) =>
      quoteToggle(page, t(ru, 'Remove from quote list', 'Удалить из списка для запроса КП')),
    done: (_, control) => attributeIs(control, 'data-on', 'false'),
  },
  {
    name: 'the cytology list, page 2',
    path: '/catalog1',
    control: async (page, ru) => pageButton(page, ru, 2),
    done: (_, control) => attributeIs(control, 'aria-current', 'page'),
  },
  {
    // The list has two pages (no page 3 in any list): the way back is the other page tap.
    name: 'the cytology list, back to page 1',
    path: '/catalog1',
    control: async (page, ru) => {
      await tapFirst(page, pageButton(page, ru, 2), (control) =>
        attributeIs(control, 'aria-current', 'page'),
      );
      return pageButton(page, ru, 1);
    },
    done: (_, control) => attributeIs(control, 'aria-current', 'page'),
  },
  {
    name: 'a category that opens More Products',
    path: '/catalogs',
    control: async (page) => moreProductsCategory(page),
    done: (page) => dialogOpen(page),
  },
  {
    name: 'Close in More Products',
    path: '/catalogs',
    control: async (page, ru) => {
      await tapFirst(page, moreProductsCategory(page), () => dialogOpen(page));
      return page
        .locator('dialog[open]')
        .getByRole('button', { name: t(ru, 'Close', 'Закрыть'), exact: true })
        .last();
    },
    done: (_, control) => dialogClosed(control),
  },
  {
    name: 'Quote in the header',
    path: '/hist4',
    withList: true,
    control: headerQuote,
    done: (page) => dialogOpen(page),
  },
  {
    name: 'Start Cooperation',
    path: '/',
    control: async (page, ru) => enquiryLink(page, t(ru, 'Start Cooperation', 'Начать сотрудничество')),
    done: (page) => dialogOpen(page),
  },
  {
    name: 'Get a free consultation',
    path: '/about',
    control: async (page, ru) =>
      enquiryLink(page, t(ru, 'Get a free consultation', 'Получить бесплатную консультацию')),
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
    name: 'open Search',
    path: '/hist4',
    control: async (page, ru) => searchButton(page, ru),
    done: (page) => dialogOpen(page),
  },
  {
    name: 'typing in Search',
    path: '/hist4',
    keys: true,
    text: 'cyto',
    // Opened, with its index in (fetched as it opens): the keys then search, as they do for a buyer
    // who reads the box before typing.
    control: async (page, ru) => {
      const index = page.waitForResponse((response) => /\/search-(en|ru)-[^/]*\.json$/.test(response.url()), {
        timeout: 30_000,
      });
      await tapFirst(page, searchButton(page, ru), () => dialogOpen(page));
      await (await index).finished();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
      return page.locator('dialog[open] input[role="combobox"]');
    },
    done: async () => undefined,
  },
  {
    name: 'the language switch (menu opened)',
    path: '/hist4',
    leaves: true,
    control: async (page, ru) => {
      await openMenu(page, ru);
      return header(page).locator('nav a[hreflang]');
    },
    // A real link: the other language's page loads in place of this one. Its first frame is the
    // one the Event Timing entry ends with, painted while the next page is still on its way.
    done: (page, _, ru) =>
      page.waitForURL((url) => url.pathname.startsWith('/ru/') !== ru, {
        waitUntil: 'commit',
        timeout: 20_000,
      }),
  },
  {
    name: 'Pause the hero video',
    path: '/',
    // Once the page runs, the button offers Pause (the video plays or is about to).
    control: async (page, ru) =>
      page
        .locator('[data-testid="home-hero"]')
        .getByRole('button', { name: t(ru, 'Pause video', 'Остановить видео'), exact: true }),
    done: (_, control, ru) => says(control, t(ru, 'Play video', 'Воспроизвести видео')),
  },
  {
    name: 'Pause the partner carousel',
    path: '/',
    control: async (page, ru) =>
      (await partnerSlider(page)).getByRole('button', {
        name: t(ru, 'Pause partner carousel', 'Остановить карусель партнёров'),
        exact: true,
      }),
    done: (_, control, ru) => says(control, t(ru, 'Play partner carousel', 'Запустить карусель партнёров')),
  },
  {
    name: 'a dot of the partner carousel',
    path: '/',
    // The dot half way round from the logo shown: autoplay, one logo every 3 s, does not reach it first.
    control: async (page) => {
      // react-slick's dots: a list of buttons after the slides (the slides hold links).
      const dots = (await partnerSlider(page)).locator('ul > li > button');
      await dots.first().waitFor({ timeout: 20_000 });
      const shown = await dots.evaluateAll((buttons) =>
        buttons.findIndex((button) => button.getAttribute('aria-current') === 'true'),
      );
      const count = await dots.count();
      return dots.nth((Math.max(shown, 0) + Math.floor(count / 2)) % count);
    },
    done: (_, control) => attributeIs(control, 'aria-current', 'true'),
  },
  typingIn('Name', 'from_name', 'Ivanov'),
  typingIn('Company', 'company_name', 'Biolab'),
  typingIn('Address', 'company_address', 'Lenina5'),
  typingIn('Phone', 'company_phone', '4951234'),
  typingIn('E-mail', 'from_email', 'a@lab.ru'),
  typingIn('Country', 'country', 'Russia'),
  typingIn('Message', 'message', 'Prices'),
];

/** A finger on the centre of the control, as a phone reports it (touch, then the click). */
async function tapOn(page: Page, control: ElementHandle): Promise<void> {
  await control.waitForElementState('visible', { timeout: 20_000 });
  const box = await control.boundingBox();
  if (!box) throw new Error('The control has no box');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The page function the recorder sends each entry through (a CDP binding). */
const BINDING = '__benchInteraction';
/** Where the page leaves what it had not sent as it is left (read from the next page: same origin). */
const LEFT_KEY = '__benchInteractions';

/**
 * Starts recording Event Timing entries of 16 ms and more (the API's floor). Each goes to the bench
 * as the observer gets it rather than staying in the page: a tap that leaves the page (the language
 * switch) takes the page's memory with it. What is queued but not yet given to the observer as the
 * page is left goes to localStorage, for the bench to read on the next page: a binding called during
 * 'pagehide' never reaches the bench.
 */
const OBSERVE = `(() => {
  const kept = (entries) =>
    entries.filter((e) => e.interactionId).map((e) => ({ id: e.interactionId, duration: e.duration }));
  const observer = new PerformanceObserver((list) => {
    for (const entry of kept(list.getEntries())) window.${BINDING}(JSON.stringify(entry));
  });
  observer.observe({ type: 'event', durationThreshold: 16 });
  addEventListener('pagehide', () =>
    localStorage.setItem('${LEFT_KEY}', JSON.stringify(kept(observer.takeRecords()))),
  );
})()`;

interface Entry {
  id: number;
  duration: number;
}

/** Collects what OBSERVE sends, on the page's CDP session (the binding is there in every page). */
async function recorder(cdp: CDPSession): Promise<Entry[]> {
  const entries: Entry[] = [];
  cdp.on('Runtime.bindingCalled', (event) => {
    if (event.name === BINDING) entries.push(JSON.parse(event.payload) as Entry);
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: BINDING });
  return entries;
}

/** The longest event of each interaction recorded so far, in ms. */
async function interactionDurations(page: Page, cdp: CDPSession, entries: Entry[], left = false) {
  if (left) {
    // The page that was left sent its entries as it went; the next one may not paint for seconds.
    await page.waitForTimeout(300);
    const rest = await page.evaluate((key) => localStorage.getItem(key), LEFT_KEY);
    entries.push(...(JSON.parse(rest ?? '[]') as Entry[]));
  } else {
    // Entries are queued after the frame that ends them: two frames and an idle moment later they are in.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
        ),
    );
  }
  // A round trip on the binding's session: what the page sent before it has arrived.
  await cdp.send('Runtime.evaluate', { expression: '0' });
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
    const cdp = await context.newCDPSession(page);
    const entries = await recorder(cdp);
    await emulateSlowPhone(cdp);
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
      await interactionDurations(page, cdp, entries);
      entries.length = 0;
      const text = tap.text ?? 'Ivanov';
      for (const key of text) {
        await page.keyboard.press(key);
        await page.waitForTimeout(150);
      }
      // Keys that went nowhere would measure nothing.
      const value = await control.evaluate((field) => (field as HTMLInputElement).value);
      if (!value.includes(text)) throw new Error(`${tap.name}: the field holds '${value}', not '${text}'`);
    } else {
      await tapOn(page, control);
      // What the tap does shows within 20 s, or the tap is reported as not working.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        tap.done(page, control, ru),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`${tap.name}: nothing showed within 20 s`)), 20_000);
        }),
      ]).finally(() => clearTimeout(timer));
    }
    const durations = await interactionDurations(page, cdp, entries, tap.leaves);
    // Leaving, an entry is lost if the frame after the tap never came before the next page did.
    if (tap.leaves && !durations.length)
      console.error(`  ${tap.name}: no entry before the page was left (16 ms or less, or lost)`);
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

/** The taps the environment's TAPS (a regular expression) names, or all. */
const named = (pattern = process.env.TAPS) => (pattern ? new RegExp(pattern, 'i') : undefined);

/** Every tap (or those whose name matches `only`) in both languages, `runs` fresh loads each, one at a time. */
export async function measureInteractions(base: string, runs = 3, only = named()): Promise<InteractionRow[]> {
  return (await measureSideBySide([base], runs, only))[0]!;
}

/**
 * The same, on several builds at once (each served at its own base URL): each run of a tap is taken
 * on every build in turn, the order alternating from run to run, so the builds see the same machine.
 * Separate runs of the bench drift by up to 50 ms a tap here; builds measured in turn do not.
 * One list of rows per build, in the order of `bases`.
 */
export async function measureSideBySide(
  bases: readonly string[],
  runs = 3,
  only = named(),
): Promise<InteractionRow[][]> {
  const taps = only ? TAPS.filter((tap) => only.test(tap.name)) : TAPS;
  if (!taps.length) throw new Error(`No tap is named like ${String(only)}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  const rows: InteractionRow[][] = bases.map(() => []);
  try {
    const storages = [];
    for (const base of bases) storages.push(await buyerWithList(browser, base));
    for (const tap of taps) {
      for (const ru of [false, true]) {
        const results: number[][] = bases.map(() => []);
        for (let run = 0; run < runs; run++) {
          const order = bases.map((_, i) => i);
          if (run % 2 === 1) order.reverse();
          for (const i of order)
            results[i]!.push(await measureOnce(browser, bases[i]!, tap, ru, storages[i]!));
        }
        const route = ru ? `/ru${tap.path}` : tap.path;
        results.forEach((ms, i) =>
          rows[i]!.push({ tap: tap.name, route, keys: Boolean(tap.keys), runs: ms, median: median(ms) }),
        );
        console.error(
          `  ${tap.name} (${route}): ${results.map((ms) => ms.map((v) => `${v} ms`).join(', ')).join(' | ')}`,
        );
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

const ms = (value: number) => (value <= 16 ? '≤16 ms' : `${Math.round(value)} ms`);

export function interactionTable(rows: InteractionRow[]): string {
  const lines = ['| tap | route | median | runs |', '|---|---|---|---|'];
  for (const row of rows)
    lines.push(
      `| ${row.tap}${row.keys ? ' (longest key)' : ''} | ${row.route} | ${ms(row.median)} | ${row.runs.map(ms).join(', ')} |`,
    );
  return lines.join('\n');
}

/** Builds measured side by side: each one's median, then each one's runs. */
export function sideBySideTable(labels: readonly string[], variants: readonly InteractionRow[][]): string {
  const lines = [
    `| tap | route | ${labels.join(' | ')} | runs (${labels.join(' / ')}) |`,
    `|---|---|${labels.map(() => '---|').join('')}---|`,
  ];
  variants[0]!.forEach((row, r) => {
    const each = variants.map((rows) => rows[r]!);
    lines.push(
      `| ${row.tap}${row.keys ? ' (longest key)' : ''} | ${row.route} | ${each.map((v) => ms(v.median)).join(' | ')} | ${each.map((v) => v.runs.map(ms).join(', ')).join(' / ')} |`,
    );
  });
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? 'http://localhost:4173';
  const runs = Number(process.argv[3] ?? 3);
  console.log(interactionTable(await measureInteractions(base, runs, named(process.argv[4]))));
}
