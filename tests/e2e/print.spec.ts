import type { Page } from '@playwright/test';
import { QUOTE_LIST_KEY } from '../../src/lib/storageKeys';
import { expect, openQuote, test, visit } from './fixtures';

/** The printed spec sheet: a clean page with the product's facts and nothing to click. */

test('in print, navigation, footer and buttons are hidden; the name, maker, figures, features and specifications show, with the contact line and the address', async ({
  page,
  allowConsole,
}) => {
  void allowConsole;
  await visit(page, '/hist6');
  await page.emulateMedia({ media: 'print' });

  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation')).toHaveCount(await page.getByRole('navigation').count());
  for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden();
  for (const button of await page.locator('button, .button').all()) await expect(button).toBeHidden();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '6250 Cryostat' })).toBeVisible();
  await expect(main.getByText('Dakewe').first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await expect(main.locator('table').first()).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Rapid cooling Peltier stations' })).toBeVisible();
  await expect(
    main.getByText('P.O. Box 390789, Ras Al Khaimah, Dubai, UAE · info@ivmmedical.com'),
  ).toBeVisible();
  const contact = main.getByText('P.O. Box 390789, Ras Al Khaimah, Dubai, UAE · info@ivmmedical.com');
  // The logo beside the contact line, drawn by the print stylesheet (and printed: exact colours).
  expect(
    await contact.evaluate((line) => {
      const logo = getComputedStyle(line.parentElement!, '::before');
      return [logo.backgroundImage.includes('/assets/ui/logo'), logo.printColorAdjust];
    }),
  ).toEqual([true, 'exact']);
  await expect(main.getByText('https://ivmmedical.com/hist6', { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { name: /Interested in/ })).toBeHidden();

  await page.emulateMedia({ media: 'screen' });
  await expect(main.getByText('https://ivmmedical.com/hist6', { exact: true })).toBeHidden();
  await expect(page.getByRole('banner')).toBeVisible();
});

for (const format of ['A4', 'Letter'] as const) {
  test(`prints to ${format}`, async ({ page, allowConsole }) => {
    void allowConsole;
    await visit(page, '/hist6');
    const pdf = await page.pdf({ format, printBackground: false });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(4);
  });
}

/** The quote list on paper: one sheet of the list, nothing else of the page. */
test.describe('a list printed as one sheet', () => {
  const seed = (page: Page, ids: readonly string[]) =>
    page.addInitScript(([key, list]) => localStorage.setItem(key, JSON.stringify(list)), [
      QUOTE_LIST_KEY,
      ids,
    ] as const);
  /** The sheet is drawn: one QR code per product. */
  const drawn = (page: Page, n: number) =>
    expect(page.locator('[data-print-sheet] svg[role="img"]')).toHaveCount(n);

  test('the contact page with a shared list prints the company and contacts, then each product: name, maker, key figures, address and QR code; no navigation, buttons or form', async ({
    page,
  }) => {
    await visit(page, '/contact?list=hist6,bacter5,prod3');
    await drawn(page, 3);
    await page.emulateMedia({ media: 'print' });

    for (const hidden of [page.getByRole('banner'), page.getByRole('main'), page.getByRole('contentinfo')]) {
      await expect(hidden).toBeHidden();
    }
    await expect(page.getByRole('form')).toBeHidden();
    for (const button of await page.locator('button, .button, nav').all()) await expect(button).toBeHidden();

    const sheet = page.locator('[data-print-sheet]');
    await expect(sheet.getByText('IVM Medical Equipment Trading', { exact: true })).toBeVisible();
    await expect(sheet.getByText('P.O. Box 390789, Ras Al Khaimah, Dubai, UAE')).toBeVisible();
    await expect(sheet.getByText('info@ivmmedical.com · +971\u00a050\u00a08520\u00a0524')).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Product selection: 3 products' })).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 3 })).toHaveText([
      '6250 Cryostat',
      'BIOMIC V3',
      'IDC-20',
    ]);
    await expect(sheet.getByText('Manufacturer: Dakewe')).toBeVisible();
    await expect(sheet.getByText('Numbered positions on the shelf')).toBeVisible();
    // At most three key figures a product.
    for (const row of await sheet.getByRole('listitem').all()) {
      expect(await row.locator('dt').count()).toBeLessThanOrEqual(3);
    }
    for (const [id, name] of [
      ['hist6', '6250 Cryostat'],
      ['bacter5', 'BIOMIC V3'],
      ['prod3', 'IDC-20'],
    ] as const) {
      await expect(sheet.getByText(`https://ivmmedical.com/${id}`, { exact: true })).toBeVisible();
      await expect(sheet.getByRole('img', { name: `QR code of the ${name} page` })).toBeVisible();
    }

    await page.emulateMedia({ media: 'screen' });
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('main')).toBeVisible();
  });

  for (const format of ['A4', 'Letter'] as const) {
    for (const prefix of ['', '/ru']) {
      test(`${prefix}/contact with a shared list of five prints to one ${format} page`, async ({ page }) => {
        await visit(page, `${prefix}/contact?list=hist6,bacter5,prod3,lab1,hist4`);
        await drawn(page, 5);
        const pdf = await page.pdf({ format });
        expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
      });
    }
  }

  test('Print in the Quote dialog prints the quote list, drawn before the print starts, over the page behind', async ({
    page,
  }) => {
    await seed(page, ['hist6', 'lab1']);
    await page.addInitScript(() => {
      const calls: number[] = [];
      (window as unknown as { printCalls: number[] }).printCalls = calls;
      window.print = () => {
        calls.push(document.querySelectorAll('[data-print-sheet="demand"] svg[role="img"]').length);
      };
    });
    await visit(page, '/about');
    const dialog = await openQuote(page);
    await dialog
      .getByRole('region', { name: 'Your quote list (2)' })
      .getByRole('button', { name: 'Print' })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printCalls: number[] }).printCalls))
      .toEqual([2]);

    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('[data-print-sheet="demand"]');
    await expect(sheet.getByRole('heading', { name: 'Product selection: 2 products' })).toBeVisible();
    await expect(sheet.getByRole('heading', { level: 3 })).toHaveText(['6250 Cryostat', 'Molecular Mouse']);
    await expect(page.getByRole('main')).toBeHidden();
    await expect(dialog).toBeHidden();
  });

  test('the contact page prints the visitor’s own list; without a list it prints as a page; a product page still prints its spec sheet', async ({
    page,
  }) => {
    await visit(page, '/contact');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-print-sheet]')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();

    await page.emulateMedia({ media: 'screen' });
    await seed(page, ['bacter5']);
    await visit(page, '/contact');
    await drawn(page, 1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('main')).toBeHidden();
    await expect(
      page.locator('[data-print-sheet]').getByRole('heading', { name: 'Product selection: 1 product' }),
    ).toBeVisible();

    await visit(page, '/hist6');
    await expect(page.locator('[data-print-sheet]')).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: '6250 Cryostat' }),
    ).toBeVisible();
  });
});
