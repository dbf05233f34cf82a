import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

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
  await page.goto(path);
  await hydrated(page);
  await page.locator('html[data-prefetched]').waitFor({ state: 'attached' });
}

test('/: Start Cooperation opens its dialog within the tap', async ({ page }) => {
  await settled(page, '/');
  expect(await opensWithinTheTap(page.getByRole('link', { name: 'Start Cooperation' }))).toBe(true);
  await expect(
    page.getByRole('dialog', { name: 'Start Cooperation' }).getByLabel('Name', { exact: true }),
  ).toBeEditable();
});

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
