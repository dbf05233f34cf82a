import { categories, moreProductsDialog } from '../../src/content/screens/catalog';
import { loadCard, loadCatalogue, loadPage } from '../fixtures/catalogue';
import { actionName, expect, test, visit } from './fixtures';

const productLists = (await loadCatalogue()).map((list) => ({ ...list, items: list.cards }));

test.describe('the four product lists', () => {
  for (const list of productLists) {
    test(`${list.path} lists ${list.heading} in order with working See More links`, async ({ page }) => {
      await visit(page, list.path);
      await expect(page.locator('h1')).toHaveText(list.heading);
      await expect(page.getByRole('link', { name: 'Back to all product categories' })).toHaveAttribute(
        'href',
        '/catalogs',
      );
      const names: string[] = [];
      const pages = list.pageSize ? Math.ceil(list.items.length / list.pageSize) : 1;
      for (let n = 1; n <= pages; n++) {
        if (n > 1) await page.getByRole('button', { name: `Page ${n}` }).click();
        if (pages > 1) {
          await expect(page.getByRole('button', { name: `Page ${n}` })).toHaveAttribute(
            'aria-current',
            'page',
          );
        }
        const cards = page.locator('#products article');
        const expected = list.items.slice((n - 1) * (list.pageSize ?? 99), n * (list.pageSize ?? 99));
        await expect(cards).toHaveCount(expected.length);
        names.push(...(await cards.locator('h2').allTextContents()));
        for (const item of expected) {
          await expect(page.getByRole('link', { name: actionName('See More', item.name) })).toHaveAttribute(
            'href',
            `/${item.id}`,
          );
        }
      }
      expect(names).toEqual(list.items.map((i) => i.name));
    });
  }

  test('cytology shows 9 then 8 cards, and Back from a product returns to page 2', async ({ page }) => {
    await visit(page, '/catalog1');
    await expect(page.locator('#products article')).toHaveCount(9);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page.locator('#products article')).toHaveCount(8);
    await page.getByRole('link', { name: actionName('See More', 'LTS-T1000') }).click();
    await expect(page.locator('h1')).toHaveText('LTS-T1000');
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('#products article')).toHaveCount(8);
  });

  test('following a See More link opens the product', async ({ page }) => {
    await visit(page, '/catalog3');
    await page.getByRole('link', { name: actionName('See More', 'SIDECAR') }).click();
    await expect(page).toHaveURL(/\/bacter4$/);
    await expect(page.locator('h1')).toHaveText('SIDECAR');
  });
});

test.describe('/catalogs', () => {
  test('categories 5 to 21 open the More Products dialog, closed by button, icon and Escape', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await visit(page, '/catalogs');
    const ways = ['button', 'icon', 'escape'] as const;
    for (const category of categories.slice(4)) {
      const trigger = page
        .locator('main article')
        .nth(category.id - 1)
        .getByRole('button');
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: moreProductsDialog.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(moreProductsDialog.text);
      await expect(dialog.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
      const way = ways[category.id % 3] ?? 'button';
      if (way === 'escape') await page.keyboard.press('Escape');
      else {
        const closers = dialog.getByRole('button', { name: 'Close', exact: true });
        await expect(closers).toHaveCount(2);
        await closers.nth(way === 'icon' ? 0 : 1).click();
      }
      await expect(dialog).toHaveCount(0);
      await expect(trigger).toBeFocused();
    }
  });
});

test.describe('product pages', () => {
  test("a product's features and specifications stay when a picture is picked, and a related product opened from it shows its own", async ({
    page,
  }) => {
    // The page renders again when a picture is picked, and a related product opens without a page
    // load: each time the sections shown must be those of the product on screen.
    const [prod7, prod8] = await Promise.all([loadPage('prod7'), loadPage('prod8')]);
    const [card7, card8] = await Promise.all([loadCard('prod7'), loadCard('prod8')]);
    const main = page.locator('main');
    const specRows = page
      .getByRole('table', { name: 'Specifications', exact: true })
      .locator('th[scope="row"]');
    const rowsOf = (product: typeof prod7) =>
      product.specTables.reduce((n, table) => n + table.rows.length, 0) + (product.manufacturer ? 1 : 0);
    const features = (product: typeof prod7) => product.sections.flatMap((section) => section.features);
    await visit(page, '/prod7');
    await page.getByRole('button', { name: 'Show picture 2 of 2' }).click();
    await expect(page.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const feature of features(prod7))
      await expect(main.getByRole('heading', { name: feature.name, exact: true })).toHaveCount(1);
    await expect(specRows).toHaveCount(rowsOf(prod7));

    await page.getByRole('link', { name: 'See more' }).and(page.locator('a[href="/prod8"]')).click();
    await expect(page.locator('h1')).toHaveText(card8.name);
    for (const feature of features(prod8))
      await expect(main.getByRole('heading', { name: feature.name, exact: true })).toHaveCount(1);
    const names8 = new Set(features(prod8).map((feature) => feature.name));
    for (const feature of features(prod7).filter((f) => !names8.has(f.name)))
      await expect(main.getByRole('heading', { name: feature.name, exact: true })).toHaveCount(0);
    await expect(specRows).toHaveCount(rowsOf(prod8));

    await page.goBack();
    await expect(page.locator('h1')).toHaveText(card7.name);
    for (const feature of features(prod7))
      await expect(main.getByRole('heading', { name: feature.name, exact: true })).toHaveCount(1);
    await expect(specRows).toHaveCount(rowsOf(prod7));
  });
});
