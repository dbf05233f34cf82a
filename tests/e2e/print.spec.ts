import { expect, hydrated, test } from './fixtures';

/** The printed spec sheet (issue 15): a clean page with the product's facts and nothing to click. */

test('in print, navigation, footer and buttons are hidden; the name, maker, figures, features and specifications show, with the contact line and the address', async ({
  page,
  allowConsole,
}) => {
  void allowConsole;
  await page.goto('/hist6');
  await hydrated(page);
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
      return [logo.backgroundImage.includes('/assets/logo'), logo.printColorAdjust];
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
    await page.goto('/hist6');
    await hydrated(page);
    const pdf = await page.pdf({ format, printBackground: false });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(pages).toBeLessThanOrEqual(4);
  });
}
