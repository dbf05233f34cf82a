import type { Locator, Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

/*
 * A dialog whose code and data are in opens in the tap's own render, so it is in the frame that
 * follows the tap. (It opened in a transition after an await: that frame showed a busy button, the
 * dialog came one or more frames later, and Event Timing measured the busy frame.)
 */

/** Clicks, and says whether a dialog is open once the click's own microtasks have run: before any other task. */
const opensWithinTheTap = (control: Locator) =>
  control.evaluate(async (element) => {
    (element as HTMLElement).click();
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
    return document.querySelector('dialog[open]') !== null;
  });

async function settled(page: Page, path: string) {
  await visit(page, path);
  await page.locator('html[data-prefetched]').waitFor({ state: 'attached' });
}

test('/: Start Cooperation opens its dialog within the tap', async ({ page }) => {
  await settled(page, '/');
  expect(await opensWithinTheTap(page.getByRole('link', { name: 'Start Cooperation' }))).toBe(true);
  await expect(
    page.getByRole('dialog', { name: 'Start Cooperation' }).getByLabel('Name', { exact: true }),
  ).toBeEditable();
});

// Rendered ahead and closed, the enquiry dialog is shown by the browser inside the click itself, its
// first field focused: React's own update follows the frame. (It was revealed by React in the
// click's microtasks, and the tap's frame waited for that render and commit.)
for (const [path, name, title] of [
  ['/', 'Start Cooperation', 'Start Cooperation'],
  ['/ru/about', 'Получить бесплатную консультацию', 'Получите бесплатную консультацию'],
] as const) {
  test(`${path}: ${name} shows its dialog inside the click`, async ({ page }) => {
    await settled(page, path);
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${title}`), includeHidden: true });
    await expect(dialog).toBeAttached();
    const shown = await page.getByRole('link', { name }).evaluate((element) => {
      (element as HTMLElement).click();
      const open = document.querySelector('dialog[open]');
      return open !== null && open.contains(document.activeElement);
    });
    expect(shown).toBe(true);
    await expect(dialog).toBeVisible();
  });
}

// The dialog's own opening puts focus on its first field: it went to the Close button first and to
// the field a frame later (a screen reader heard both, and the tap restyled and drew twice).
for (const [path, name] of [
  ['/', 'Start Cooperation'],
  ['/about', 'Get a free consultation'],
] as const) {
  test(`${path}: ${name} moves focus straight to the form's first field`, async ({ page }) => {
    await settled(page, path);
    await page.evaluate(() => {
      const focused: string[] = [];
      Object.assign(window, { focused });
      document.addEventListener('focusin', (event) => {
        const target = event.target as HTMLElement;
        if (target.closest('dialog')) focused.push(target.getAttribute('aria-label') ?? target.id);
      });
    });
    await page.getByRole('link', { name }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${name}`) });
    await expect(dialog.getByLabel('Inquiry type')).toBeFocused();
    const firstField = await dialog.getByLabel('Inquiry type').getAttribute('id');
    expect(await page.evaluate(() => (window as unknown as { focused: string[] }).focused)).toEqual([
      firstField,
    ]);
  });
}

test('/ru/about: the consultation button opens its dialog within the tap', async ({ page }) => {
  await settled(page, '/ru/about');
  expect(await opensWithinTheTap(page.getByRole('link', { name: 'Получить бесплатную консультацию' }))).toBe(
    true,
  );
});

test('/hist4: Search, its code in, opens its dialog within the tap', async ({ page }) => {
  await settled(page, '/hist4');
  const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
  // The first opening fetches the dialog's code; the next one has it.
  await search.click();
  const dialog = page.getByRole('dialog', { name: 'Search products' });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await opensWithinTheTap(search)).toBe(true);
  await expect(dialog.getByRole('combobox')).toBeFocused();
});

// The dialog is in the DOM inside the dark band whose button opens it: the band's white heading and
// pale text once reached its title and its privacy note, on the dialog's white.
for (const [path, name] of [
  ['/', 'Start Cooperation'],
  ['/ru/about', 'Получить бесплатную консультацию'],
] as const) {
  test(`${path}: the dialog opened from a dark band reads dark on its white`, async ({ page }) => {
    await settled(page, path);
    await page.getByRole('link', { name }).click();
    const colours = await page.locator('dialog[open]').evaluate((dialog) => {
      const luminance = (rgb: string) => {
        const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
        const linear = (c: number) =>
          c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4;
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      };
      // Contrast with the dialog's white (WCAG): 1 for white text, 21 for black.
      const contrast = (element: Element) => 1.05 / (luminance(getComputedStyle(element).color) + 0.05);
      return [...dialog.querySelectorAll('h2, p')].map((element) => contrast(element));
    });
    expect(colours.length).toBeGreaterThan(1);
    for (const contrast of colours) expect(contrast).toBeGreaterThanOrEqual(4.5);
  });
}
