import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test';

interface Fixtures {
  /** Console errors matching one of these patterns are expected (a failed send, a 404). */
  allowConsole: (pattern: RegExp) => void;
  allowedConsole: RegExp[];
  consoleCheck: void;
  emailService: void;
}

const EMAIL_API = '**/api/v1.0/email/**';

/**
 * Where the tests' e-mail service (the local outbox) answers `path`: the preview server itself, or,
 * beside nginx, its own port, as EmailJS is another origin in production and nginx never serves it.
 */
export function outboxUrl(path: string): string {
  return base.info().project.name === 'nginx' ? `http://127.0.0.1:${process.env.OUTBOX_PORT}${path}` : path;
}

/**
 * Every test records console errors and uncaught exceptions on its page and fails if any occurred:
 * an automatic fixture, so no test has to ask for it. Tests that provoke an error on purpose list
 * the messages they expect with `allowConsole`.
 */
export const test = base.extend<Fixtures>({
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  allowedConsole: async ({}, use) => {
    await use([]);
  },
  allowConsole: async ({ allowedConsole }, use) => {
    await use((pattern) => allowedConsole.push(pattern));
  },
  consoleCheck: [
    async ({ page, allowedConsole }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A failed load's message does not name what failed; its location does.
        const { url } = message.location();
        if (message.type() === 'error') errors.push(url ? `${message.text()} (${url})` : message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use();
      const unexpected = errors.filter((text) => !allowedConsole.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  // Beside nginx, the local build's sends (to the page's own origin) go to the outbox's port, as a
  // production page's go to EmailJS. A page's own route (failSends, holdSends) comes first.
  emailService: [
    async ({ context }, use) => {
      if (base.info().project.name === 'nginx')
        await context.route(EMAIL_API, async (route) => {
          const request = route.request();
          const response = await fetch(outboxUrl(new URL(request.url()).pathname), {
            method: request.method(),
            headers: { 'content-type': (await request.headerValue('content-type')) ?? 'text/plain' },
            body: request.postData(),
          });
          await route.fulfill({
            status: response.status,
            contentType: response.headers.get('content-type') ?? 'text/plain',
            body: Buffer.from(await response.arrayBuffer()),
          });
        });
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the prerendered page (the app marks <html data-hydrated>) and has
 * laid out the parts below the first screen (src/early/layOutTheRest.ts): a click on
 * something far down, which Playwright scrolls to first, then lands where it aims, as a visitor's
 * tap on what they see does.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // One part per idle period: on a busy machine that takes a while.
  await expect(page.locator('.render-later:not([data-laid-out]), [data-laying-out]')).toHaveCount(0, {
    timeout: 30_000,
  });
}

/** Opens `path` and waits until the page is hydrated and laid out whole (`hydrated`). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/**
 * The script files a page asked for before it said it was hydrated (html[data-hydrated]), as paths:
 * what it needed to show and hydrate. From the page's own clock (resource timing and the moment the
 * attribute was set, recorded by a script added before `goto`), so no race with what the page fetches
 * right after. Call before `goto`; the returned function resolves once the page is hydrated.
 */
export async function scriptsBeforeHydration(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    // The document has no element yet when this runs: watch the document for <html>'s attribute.
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.dataset.hydrated) return;
      observer.disconnect();
      (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  return async () => {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    return page.evaluate(() => {
      const at = (window as unknown as { hydratedAt: number }).hydratedAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < at && /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => new URL(entry.name).pathname);
    });
  };
}

/**
 * Watches the page (call before `goto`) for text the app rewrites while it hydrates: the
 * prerendered text should be adopted as it is. A rewrite means the server's and the client's
 * renders differ (React then drops the server's HTML of that part and renders it again), which costs a slow phone a layout
 * and a paint in the middle of hydrating. Resolves to the rewrites seen so far, as
 * `<parent> "before" -> "after"`. Watching starts once the document is parsed (the parser's own
 * appends are not rewrites) and stops once the page says it is hydrated.
 */
export async function watchTextRewrites(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const rewrites: string[] = [];
    (window as unknown as { textRewrites: string[] }).textRewrites = rewrites;
    const observer = new MutationObserver((records) => {
      if (document.documentElement.dataset.hydrated) return;
      for (const record of records) {
        const parent = record.target.parentElement;
        if (!parent || parent.closest('head')) continue;
        rewrites.push(`<${parent.localName}> "${record.oldValue}" -> "${record.target.textContent}"`);
      }
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document, { subtree: true, characterData: true, characterDataOldValue: true }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { textRewrites: string[] }).textRewrites);
}

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  /** Where: the script and line, or the start of the element whose attribute was refused. */
  source: string;
}

/** Records securitypolicyviolation events from the first script on, in window.__cspViolations. */
export async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
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
 * Holds back every script file of the page, the boot script included, as a slow network does,
 * until `release()`: only the page's inline script (src/early/earlyTaps.js) runs. The prerendered page is
 * on screen and can be typed into and tapped meanwhile. Holds the scripts of a page a link leads to
 * as well, until released.
 */
export async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const waiting: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (released) {
      await route.continue();
      return;
    }
    waiting.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Delivers a page in two parts, as a slow network does: the parser stops at `cut(html)` (an offset in
 * the page's HTML), at a script it must wait for, until `arrive()`; that script then takes itself
 * out, leaving the page as it was for React to hydrate. Register after holdScripts.
 */
export async function holdRestOfPage(
  page: Page,
  path: string,
  cut: (html: string) => number,
): Promise<{ arrive: () => void }> {
  let arrive = () => {};
  const rest = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/__rest-of-the-page.js', async (route) => {
    await rest;
    await route.fulfill({ contentType: 'text/javascript', body: 'document.currentScript.remove();' });
  });
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const at = cut(html);
    expect(at, 'where the page is cut').toBeGreaterThan(0);
    const body = `${html.slice(0, at)}<script src="/__rest-of-the-page.js"></script>${html.slice(at)}`;
    await route.fulfill({ response, body });
  });
  return { arrive };
}

/**
 * Opens (or, without a path, reloads) a page whose scripts are held, and waits until the whole
 * document is parsed. Not for the load event: a module script delays DOMContentLoaded and the load
 * event until it has run, while the page is parsed and painted without it.
 */
export async function openHeld(page: Page, path?: string): Promise<void> {
  if (path === undefined) await page.reload({ waitUntil: 'commit' });
  else await page.goto(path, { waitUntil: 'commit' });
  await page.locator('footer').last().waitFor({ state: 'attached' });
}

/**
 * The page's footer, scrolled to as a visitor does: its "keep the catalogue" control is fetched only
 * once the footer comes near the view.
 */
export async function footerInView(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

/** The hero video's files the page asks for from now on (the list fills as it asks). */
export function watchVideoRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)(\?|$)/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

/** The browser reports the Save-Data preference (navigator.connection.saveData), from the first script on. */
export async function turnSaveDataOn(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A card or tile link's accessible name: the visible action, then the (visually hidden) name of
 * what it opens, e.g. 'See More: IDC-20'. Chromium may put a space before the colon, as the hidden
 * part is its own box.
 */
export const actionName = (action: string, name: string): RegExp =>
  new RegExp(`^${escapeRegExp(action)}\\s*: ${escapeRegExp(name)}$`);

/** The header's Quote button and its dialog's names, by the page's language. */
const QUOTE_NAMES = {
  English: { button: /^Quote/, dialog: 'Request a quote', inquiryType: 'Inquiry type' },
  Russian: {
    button: /^Запросить КП/,
    dialog: 'Запросить коммерческое предложение',
    inquiryType: 'Тип запроса',
  },
} as const;

/**
 * Taps the header's Quote button and returns its dialog; with `ready`, once its form is on screen.
 * `language` is the page's.
 */
export async function openQuote(
  page: Page,
  { language = 'English', ready = false }: { language?: 'English' | 'Russian'; ready?: boolean } = {},
): Promise<Locator> {
  const names = QUOTE_NAMES[language];
  await page.getByRole('banner').getByRole('button', { name: names.button }).click();
  const dialog = page.getByRole('dialog', { name: names.dialog });
  if (ready) await expect(dialog.getByLabel(names.inquiryType)).toBeVisible();
  return dialog;
}

/** Opens the header's Search on /about, once the page is interactive: the dialog and its box. */
export async function openSearch(page: Page) {
  await visit(page, '/about');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search products' });
  const box = dialog.getByRole('combobox');
  await expect(box).toBeFocused();
  return { dialog, box };
}

/** Holds every send to the e-mail endpoint unanswered; the held requests, to release or count. */
export async function holdSends(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route('**/api/v1.0/email/send', (route) => {
    held.push(route);
  });
  return held;
}
