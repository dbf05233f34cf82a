import type { Browser, Page } from '@playwright/test';
import { QUOTE_LIST_KEY } from '../../src/lib/storageKeys';
import { expect, holdScripts, hydrated, openHeld, test, visit } from './fixtures';

/**
 * No tap lost, from the first byte. Every control a visitor can tap in the prerendered page (its
 * buttons, the links that open a dialog once the page is interactive, the links to the contact page,
 * the header's links) is found in the DOM, not listed by hand. Each is tapped once with every script
 * held back, the boot script included (only the page's inline script runs), then the scripts are let
 * through. A button must then have done exactly what one tap does on the interactive page (one the
 * browser acts on by itself, Quote, at once, and still after hydration); a link
 * must have done its job without any script: its page, and on the contact page the form, about the
 * product where there is one.
 */

interface Control {
  /** Its kind and name, figures masked: one control of each. */
  name: string;
  /** Finds it again on another load of the page: its place in the document (hydration keeps it). */
  key: string;
  /** A 'command' button is one the browser acts on by itself (commandfor: Quote opens its dialog). */
  kind: 'button' | 'command' | 'link';
  href: string;
}

/** What a tap can change: the control itself, the open dialogs, the address, the quote list. */
interface State {
  own: { text: string; expanded: string | null; pressed: string | null; current: string | null };
  dialogs: string[];
  url: string;
  quoteList: string | null;
}

/**
 * Runs in the page. The tappable controls on screen, one of each kind (the 17 'Ask about this range'
 * buttons are one); given a key, marks that control with data-probe instead.
 */
function survey(wanted: string | null): Control[] {
  const candidates = document.querySelectorAll<HTMLElement>(
    'header button, main button, header a:not(nav a), main a[aria-haspopup], main a[href*="/contact"]',
  );
  const nameOf = (element: HTMLElement) =>
    `${element.localName} ${(element.getAttribute('aria-label') ?? element.textContent ?? '')
      .replace(/:[\s\S]*/, '')
      .replace(/\d+/g, '#')
      .replace(/\s+/g, ' ')
      .trim()}`;
  const placeOf = (element: Element): string =>
    element.parentElement && element !== document.body
      ? `${placeOf(element.parentElement)}/${element.localName}[${[...element.parentElement.children].indexOf(element)}]`
      : '';
  document.querySelector('[data-probe]')?.removeAttribute('data-probe');
  const seen = new Map<string, HTMLElement>();
  for (const element of candidates) {
    if (wanted !== null) {
      if (placeOf(element) !== wanted) continue;
      element.setAttribute('data-probe', '');
      return [];
    }
    if (element.closest('form') || element.getClientRects().length === 0) continue;
    // Already in the state a tap would give (the picture shown, the page one is on): nothing to do.
    if (element.getAttribute('aria-pressed') === 'true' || element.hasAttribute('aria-current')) continue;
    if (!seen.has(nameOf(element))) seen.set(nameOf(element), element);
  }
  return [...seen].map(([name, element]) => ({
    name,
    key: placeOf(element),
    kind: element.localName === 'a' ? 'link' : element.hasAttribute('commandfor') ? 'command' : 'button',
    href: element.getAttribute('href') ?? '',
  }));
}

/** Marks the control with this key on the page and returns a locator for it. */
async function find(page: Page, { key, name }: Control) {
  await page.evaluate(survey, key);
  const control = page.locator('[data-probe]');
  await expect(control, name).toHaveCount(1);
  return control;
}

function stateOf(page: Page): Promise<State> {
  return page.evaluate((listKey) => {
    const control = document.querySelector<HTMLElement>('[data-probe]');
    const label = (dialog: Element) =>
      dialog.getAttribute('aria-label') ??
      document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ??
      '';
    // What the control says as shown; behind a dialog that fills a phone's screen the page is not
    // rendered (src/early/pageBehindDialog.ts), and innerText is then empty: its text as written.
    const shown = control?.checkVisibility({ contentVisibilityAuto: true })
      ? control.innerText
      : control?.textContent;
    return {
      own: {
        text: (control?.getAttribute('aria-label') ?? shown ?? '').trim(),
        expanded: control?.getAttribute('aria-expanded') ?? null,
        pressed: control?.getAttribute('aria-pressed') ?? null,
        current: control?.getAttribute('aria-current') ?? null,
      },
      dialogs: Array.from(document.querySelectorAll('dialog[open]'), label),
      url: location.pathname + location.search,
      quoteList: localStorage.getItem(listKey),
    };
  }, QUOTE_LIST_KEY);
}

/** A fresh visitor (nothing stored), failing on any uncaught error of the page. */
async function visitor(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 860 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    close: async () => {
      await context.close();
      expect(errors, 'uncaught errors').toEqual([]);
    },
  };
}

/** One tap on the interactive page: the state it leads to. */
async function afterOneTap(browser: Browser, width: number, path: string, tapped: Control): Promise<State> {
  const { page, close } = await visitor(browser, width);
  await visit(page, path);
  const control = await find(page, tapped);
  const before = await stateOf(page);
  await control.click();
  await expect.poll(() => stateOf(page), `${tapped.name} changes something`).not.toEqual(before);
  const after = await stateOf(page);
  await close();
  return after;
}

// The desktop header and a list page's controls at 1280 px; a product page's on a phone, in Russian.
// A product page at 1280 px would be the desktop header again and the same product controls, at two
// page loads a control: npm test must stay within 15 minutes on two cores.
const pages: { path: string; width: number }[] = [
  { path: '/', width: 1280 },
  { path: '/catalogs', width: 1280 },
  { path: '/ru/hist4', width: 412 },
];

for (const { path, width } of pages) {
  test(`${path} at ${width} px: each control tapped before any script has arrived does its job once`, async ({
    browser,
  }) => {
    // A page load or two per control, each waiting for hydration.
    test.setTimeout(300_000);
    const first = await visitor(browser, width);
    await holdScripts(first.page);
    await openHeld(first.page, path);
    const controls = await first.page.evaluate(survey, null);
    await first.close();
    // The header's search, Quote and menu(s) at least, and what the page itself offers.
    expect(controls.length, controls.map((control) => control.name).join(', ')).toBeGreaterThanOrEqual(4);

    for (const tapped of controls) {
      await test.step(tapped.name, async () => {
        const { name: key, kind, href } = tapped;
        const expected = kind === 'link' ? undefined : await afterOneTap(browser, width, path, tapped);
        const { page, close } = await visitor(browser, width);
        const scripts = await holdScripts(page);
        await openHeld(page, path);
        const control = await find(page, tapped);
        await control.click();

        if (kind === 'link') {
          // A real link: its page comes without any script, and works as a page.
          await expect(page, key).toHaveURL(new URL(href, page.url()).href);
          await expect(page.locator('h1'), key).toHaveCount(1);
          const form = page.locator('main form:visible');
          if (new URL(href, page.url()).pathname.endsWith('/contact')) await expect(form, key).toBeVisible();
          await scripts.release();
          await hydrated(page);
          const product = new URL(href, page.url()).searchParams.get('product');
          if (product) {
            // The enquiry is about the product it came from, which is proposed for the visitor's quote
            // list: the list (empty in this fresh profile) changes only if they add it.
            await expect(form.locator('textarea'), key).toHaveValue(new RegExp(`/${product}\\b`));
            await expect(
              page.getByRole('button', {
                name: /^(Add to my quote list|Добавить в мой список для запроса КП)$/,
              }),
              key,
            ).toBeVisible();
            expect(
              await page.evaluate((listKey) => localStorage.getItem(listKey), QUOTE_LIST_KEY),
              key,
            ).toBeNull();
          }
        } else if (kind === 'command') {
          // The browser does it at once, without any script; the scripts then take it as it is.
          await expect.poll(() => stateOf(page), `${key} without scripts`).toEqual(expected);
          await scripts.release();
          await hydrated(page);
          expect(await stateOf(page), key).toEqual(expected);
        } else {
          // Held: nothing happened yet, and the page did not go anywhere.
          expect(page.url(), key).toContain(path);
          await expect(page.locator('dialog[open]'), key).toHaveCount(0);
          await scripts.release();
          await hydrated(page);
          await expect.poll(() => stateOf(page), `${key} tapped before the scripts`).toEqual(expected);
          // Once: the held tap is spent, and nothing undoes or repeats it.
          const pending = await page.evaluate(() =>
            (window as { ivmEarlyTaps?: { pending: () => boolean } }).ivmEarlyTaps?.pending(),
          );
          expect(pending, key).toBe(false);
          expect(await stateOf(page), key).toEqual(expected);
        }
        await close();
      });
    }
  });
}
