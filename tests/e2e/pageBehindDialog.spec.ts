import type { Locator, Page } from '@playwright/test';
import { expect, openQuote, test, visit } from './fixtures';

/*
 * On a phone, the enquiry form's dialog fills the screen, and the page behind it is not rendered
 * while it is open (src/early/pageBehindDialog.ts): opening it then restyles the dialog, not the
 * whole page. The page must come back exactly as it was: same height, same place, focus on the
 * button that opened the dialog.
 */

/** Whether the browser renders the element (false inside a part that skips its contents). */
const rendered = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

const place = (page: Page) =>
  page.evaluate(() => ({ y: Math.round(scrollY), height: document.documentElement.scrollHeight }));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test('/: the page behind Start Cooperation is not rendered, and comes back as it was', async ({ page }) => {
    await visit(page, '/');
    const start = page.getByRole('link', { name: 'Start Cooperation' });
    await start.scrollIntoViewIfNeeded();
    // The services' heading, just above the band, is on screen (rendered once the browser has seen it near).
    const services = page.locator('#home-services');
    await expect.poll(() => rendered(services)).toBe(true);
    const before = await place(page);
    await start.click();
    const dialog = page.getByRole('dialog', { name: 'Start Cooperation' });
    await expect(dialog.getByLabel('Name', { exact: true })).toBeEditable();

    // The page's heading, its services and its footer are not rendered; the dialog is.
    expect(await rendered(page.locator('h1'))).toBe(false);
    expect(await rendered(services)).toBe(false);
    expect(await rendered(page.locator('footer a').first())).toBe(false);
    expect(await rendered(dialog.getByLabel('Name', { exact: true }))).toBe(true);
    // Typing works as ever.
    await dialog.getByLabel('Name', { exact: true }).fill('Aigerim');
    // The page keeps its height and its place (within the rounding of a part's size).
    const open = await place(page);
    expect(open.y).toBe(before.y);
    expect(Math.abs(open.height - before.height)).toBeLessThanOrEqual(2);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(start).toBeFocused();
    // Its parts learn they are on screen again in the next frame, before it is painted.
    await expect.poll(() => rendered(services)).toBe(true);
    expect(await place(page)).toEqual(before);
    // Opened again, it has what was typed.
    await start.click();
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Aigerim');
  });

  test('/hist4: behind Quote (opened by the browser) the page is not rendered; Close brings it back', async ({
    page,
  }) => {
    await visit(page, '/hist4');
    expect(await rendered(page.locator('h1'))).toBe(true);
    const quote = page.getByRole('banner').getByRole('button', { name: /^Quote/ });
    const dialog = await openQuote(page);
    await expect(dialog.getByLabel('Name', { exact: true })).toBeEditable();
    expect(await rendered(page.locator('h1'))).toBe(false);

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(quote).toBeFocused();
    expect(await rendered(page.locator('h1'))).toBe(true);
  });

  test('/hist4: turned to landscape with Quote open, the page behind comes back into view', async ({
    page,
  }) => {
    await visit(page, '/hist4');
    const dialog = await openQuote(page);
    await expect(dialog).toBeVisible();
    expect(await rendered(page.locator('h1'))).toBe(false);
    await page.setViewportSize({ width: 915, height: 412 });
    await expect.poll(() => rendered(page.locator('h1'))).toBe(true);
  });

  test('/catalogs: a short dialog leaves the page in view around it', async ({ page }) => {
    await visit(page, '/catalogs');
    // The fifth category is one of those that open More Products.
    const category = page.locator('main article').nth(4);
    await category.getByRole('button').click();
    await expect(page.getByRole('dialog', { name: 'More Products' })).toBeVisible();
    expect(await rendered(category.locator('h2, h3').first())).toBe(true);
  });
});

test('/ on a wide screen: the page stays in view behind Start Cooperation', async ({ page }) => {
  await visit(page, '/');
  await page.getByRole('link', { name: 'Start Cooperation' }).click();
  await expect(page.getByRole('dialog', { name: 'Start Cooperation' })).toBeVisible();
  expect(await rendered(page.locator('#home-services'))).toBe(true);
});
