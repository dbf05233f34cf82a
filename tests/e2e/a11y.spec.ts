import type { CDPSession, Page } from '@playwright/test';
import { axeViolations as axe } from './axe';
import hist3En from '../../src/content/products/hist3/card';
import hist3Ru from '../../src/content/products/hist3/card.ru';
import { enquiry as enquiryEn } from '../../src/features/enquiry/enquiry.en';
import { enquiry as enquiryRu } from '../../src/features/enquiry/enquiry.ru';
import { strings as en } from '../../src/i18n/en';
import { strings as ru } from '../../src/i18n/ru';
import { enquiry, LABELS, RU } from './enquiryForm';
import { expect, test, visit } from './fixtures';

/**
 * Keyboard, focus and what a screen reader is told (docs/accessibility.md): the buyer's path by
 * keyboard alone, read from Chromium's own accessibility tree (what a screen reader gets, not the
 * DOM's attributes); every disclosure closing on Escape with focus back on its control; every focus
 * stop of a page showing the focus ring, uncovered by the sticky header; axe over the opened states.
 * Axe over every page at 412 and 1280 px runs inside pages.spec.ts's one visit of each page.
 */

/** What Chromium's accessibility tree says about the focused element: role, name and states. */
interface Focused {
  role: string;
  name: string;
  pressed?: string;
  expanded?: boolean;
}

const sessions = new WeakMap<Page, CDPSession>();

async function focused(page: Page): Promise<Focused> {
  let cdp = sessions.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    sessions.set(page, cdp);
  }
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
    objectId: result.objectId!,
    fetchRelatives: false,
  });
  const node = nodes[0]!;
  const property = (name: string) => node.properties?.find((p) => p.name === name)?.value.value as unknown;
  const pressed = property('pressed');
  const expanded = property('expanded');
  return {
    role: String(node.role?.value ?? ''),
    name: String(node.name?.value ?? ''),
    ...(pressed === undefined ? {} : { pressed: String(pressed) }),
    ...(expanded === undefined ? {} : { expanded: Boolean(expanded) }),
  };
}

/** Presses Tab (or Shift+Tab) until the accessibility tree's focused node matches; fails after 60. */
async function tabTo(page: Page, want: Partial<Focused>, back = false): Promise<Focused> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (Object.entries(want).every(([key, value]) => now[key as keyof Focused] === value)) return now;
  }
  throw new Error(`no focus stop ${JSON.stringify(want)}`);
}

/**
 * How the focused element shows its focus, or why it does not: an outline of 2 px or more in the
 * focus colour or white (on the navy footer), or a box-shadow ring in the focus colour, on the
 * element or on the ::after that stretches over its card; and whether the sticky header covers it.
 */
function focusProblem(): string | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const where = `${element.localName}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
  const ring = (style: CSSStyleDeclaration) =>
    (style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      /rgb\((26, 102, 179|255, 255, 255)\)/.test(style.outlineColor)) ||
    style.boxShadow.includes('rgb(26, 102, 179)');
  if (!ring(getComputedStyle(element)) && !ring(getComputedStyle(element, '::after')))
    return `${where}: no focus ring`;
  // Covered: what is on top at the element's top edge (or its visible centre) is the header.
  const header = document.querySelector('header');
  if (!header || header.contains(element) || element.closest('dialog')) return null;
  const box = element.getBoundingClientRect();
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  for (const y of [box.top + 1, box.top + box.height / 2]) {
    if (y < 0 || y >= innerHeight) continue;
    if (header.contains(document.elementFromPoint(x, y))) return `${where}: under the sticky header`;
  }
  return null;
}

/** Presses Tab through the whole page from its top; returns the stops and what was wrong at each. */
async function tabThrough(page: Page): Promise<{ stops: number; problems: string[] }> {
  const problems: string[] = [];
  const seen = new Set<string>();
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  for (let i = 0; i < 300; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      element.toggleAttribute('data-tab-seen', true);
      return (
        element.outerHTML.slice(0, 200) + [...document.querySelectorAll('[data-tab-seen]')].indexOf(element)
      );
    });
    if (id === null || seen.has(id)) break;
    seen.add(id);
    const problem = await page.evaluate(focusProblem);
    if (problem) problems.push(problem);
  }
  return { stops: seen.size, problems };
}

/** The path's words in each language, from the site's own strings. */
const PATH_LANGUAGES = [
  {
    prefix: '',
    t: en,
    form: enquiryEn,
    labels: LABELS,
    product: hist3En.name,
  },
  {
    prefix: '/ru',
    t: ru,
    form: enquiryRu,
    labels: RU.labels,
    product: hist3Ru.name,
  },
] as const;

for (const { prefix, t, form, labels, product } of PATH_LANGUAGES) {
  for (const width of [412, 1280]) {
    test.describe(`the buyer’s path by keyboard alone, ${prefix || '/'} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test(
        'skip link, search, product, Add, Quote, fields, Send, Escape: each stop named as a screen reader hears it, each with its ring',
        { tag: prefix === '' && width === 1280 ? '@smoke' : [] },
        async ({ page }) => {
          await visit(page, `${prefix}/`);
          await page.keyboard.press('Tab');
          expect(await focused(page)).toEqual({ role: 'link', name: t.skipToMain });
          expect(await page.evaluate(focusProblem)).toBeNull();
          await page.keyboard.press('Enter');
          await expect(page.locator('main')).toBeFocused();

          // Search, from its button in the header.
          await tabTo(page, { name: t.fcs.search.button }, true);
          expect(await page.evaluate(focusProblem)).toBeNull();
          await page.keyboard.press('Enter');
          // The dialog's code may still be on its way: focus moves into it once it opens.
          await expect.poll(async () => (await focused(page)).role).toBe('combobox');
          await page.keyboard.type('HP300');
          await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Enter');
          await expect(page).toHaveURL(new RegExp(`${prefix}/hist3$`));
          await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();

          // The product's toggle: a toggle button, its name the same once pressed, and what it did said.
          const toggle = await tabTo(page, { name: t.fcs.quote.add });
          expect(toggle).toEqual({ role: 'button', name: t.fcs.quote.add, pressed: 'false' });
          expect(await page.evaluate(focusProblem)).toBeNull();
          await page.keyboard.press('Space');
          await expect.poll(() => focused(page)).toEqual({ ...toggle, pressed: 'true' });
          await expect(page.getByRole('main').getByRole('status').first()).toHaveText(
            t.fcs.quote.added(product, 1),
          );

          // Quote, back in the header; the form by Tab and typing; Send.
          const quoteName = `${t.quote.button} ${t.fcs.quote.count(1)}`;
          const quote = await tabTo(page, { role: 'button', name: quoteName }, true);
          expect(await page.evaluate(focusProblem)).toBeNull();
          await page.keyboard.press('Enter');
          const dialog = page.getByRole('dialog', { name: t.quote.dialogTitle });
          await expect(dialog).toBeVisible();
          const typed = enquiry();
          for (const field of Object.keys(LABELS) as (keyof typeof LABELS)[]) {
            await tabTo(page, { name: labels[field] });
            expect(await page.evaluate(focusProblem), labels[field]).toBeNull();
            await page.keyboard.type(typed[field]);
          }
          await tabTo(page, { role: 'button', name: form.send });
          expect(await page.evaluate(focusProblem)).toBeNull();
          await page.keyboard.press('Enter');
          await expect(dialog).toBeHidden();
          expect((await focused(page)).role).toBe('button');
          await expect(page.getByRole('status').filter({ hasText: form.sent })).toBeVisible();

          // Opened again and left with Escape: focus is back on Quote.
          await page.keyboard.press('Enter');
          await expect(dialog).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          expect(await focused(page)).toEqual({ ...quote, name: t.quote.button });
        },
      );
    });
  }
}

test.describe('Escape closes every disclosure, from anything inside it, and focus returns to its control', () => {
  test('phone menu and its Company submenu (375 px)', { tag: '@smoke' }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, '/hist9');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    // From an item of the menu.
    await tabTo(page, { name: 'Products' });
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    expect(await focused(page)).toEqual({ role: 'button', name: 'Menu', expanded: false });
    // From its button itself.
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    // Inside the Company submenu: the first Escape closes the submenu only, the second the menu.
    await page.keyboard.press('Enter');
    await tabTo(page, { name: 'Company' });
    await page.keyboard.press('Enter');
    await tabTo(page, { name: 'About Us' });
    await page.keyboard.press('Escape');
    expect(await focused(page)).toEqual({ role: 'button', name: 'Company', expanded: false });
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    expect(await focused(page)).toEqual({ role: 'button', name: 'Menu', expanded: false });
  });

  test('Company menu (1280 px), share menu, Search, More Products', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, '/hist9');
    const company = page.getByRole('button', { name: 'Company' });
    await company.focus();
    await page.keyboard.press('Enter');
    await tabTo(page, { name: 'Partners' });
    await page.keyboard.press('Escape');
    expect(await focused(page)).toEqual({ role: 'button', name: 'Company', expanded: false });

    const share = page.getByRole('main').getByRole('button', { name: 'Share' });
    await share.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('group', { name: 'Share options' });
    await expect(panel).toBeVisible();
    await tabTo(page, { name: 'WhatsApp' });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect((await focused(page)).name).toBe('Share');

    const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await search.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Search products' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(search).toBeFocused();

    await visit(page, '/catalogs');
    const more = page.locator('main article').nth(6).getByRole('button');
    await more.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await tabTo(page, { name: 'Contact us' });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(more).toBeFocused();
  });
});

test.describe('every focus stop shows the focus ring, never under the sticky header', () => {
  for (const width of [412, 1280]) {
    for (const path of ['/', '/hist9', '/ru/catalog1', '/contact']) {
      test(
        `${path} at ${width} px`,
        { tag: width === 412 && path === '/hist9' ? '@smoke' : [] },
        async ({ page }) => {
          await page.setViewportSize({ width, height: 800 });
          await visit(page, path);
          const { stops, problems } = await tabThrough(page);
          expect(stops).toBeGreaterThan(10);
          expect(problems).toEqual([]);
        },
      );
    }
  }
});

test.describe('axe finds nothing in the opened states', () => {
  for (const width of [412, 1280]) {
    for (const prefix of ['', '/ru']) {
      test(
        `${prefix || '/en'} at ${width} px: Quote, menu, search, share, More Products`,
        { tag: width === 412 && !prefix ? '@smoke' : [] },
        async ({ page }) => {
          test.setTimeout(60_000);
          await page.setViewportSize({ width, height: 800 });
          await visit(page, `${prefix}/hist9`);
          const found: Record<string, string[]> = {};

          const quote = page.getByRole('banner').locator('button[commandfor="quote"]');
          await quote.click();
          await expect(page.locator('dialog#quote')).toBeVisible();
          found.quote = await axe(page);
          await page.keyboard.press('Escape');

          const menu = page
            .getByRole('banner')
            .locator(width < 576 ? 'button[aria-controls]:has(> [data-open])' : 'li button[aria-controls]');
          await menu.click();
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
          found.menu = await axe(page);
          await page.keyboard.press('Escape');

          await page.getByRole('banner').locator('[aria-haspopup="dialog"]').first().click();
          // Typing at once into the opening dialog is tests/e2e/search.spec.ts's: here, its results.
          await page.getByRole('dialog').getByRole('combobox').fill('HP');
          await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
          found.search = await axe(page);
          await page.keyboard.press('Escape');

          await page.getByRole('main').locator('button[aria-haspopup], button[aria-expanded]').last().click();
          await expect(page.getByRole('main').getByRole('group')).toBeVisible();
          found.share = await axe(page);
          await page.keyboard.press('Escape');

          await visit(page, `${prefix}/catalogs`);
          await page.locator('main article').nth(6).getByRole('button').click();
          await expect(page.getByRole('dialog')).toBeVisible();
          found.moreProducts = await axe(page);

          expect(found).toEqual({ quote: [], menu: [], search: [], share: [], moreProducts: [] });
        },
      );
    }
  }
});
