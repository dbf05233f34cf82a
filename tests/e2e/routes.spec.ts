import { notFoundRoute, routes } from '../../src/app/routes';
import { productLists } from '../../src/content/shell/productLists';
import { routeHeadings } from '../fixtures/catalogue';
import { expect, hydrated, test, watchTextRewrites } from './fixtures';

const headings = await routeHeadings(routes);
const heading = (path: string) => headings.get(path) ?? '';

test('the route table has one route per path: the 14 screens and every registered product', () => {
  expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  const products = productLists.flatMap((list) => list.ids.map((id) => `/${id}`));
  expect(routes.map((r) => r.path).slice(-products.length)).toEqual(products);
  expect(routes).toHaveLength(14 + products.length);
});

for (const route of routes) {
  test(`${route.path} renders its heading with no console error`, async ({ page }) => {
    const textRewrites = await watchTextRewrites(page);
    await page.goto(route.path);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText(heading(route.path));
    expect(await textRewrites(), 'prerendered text rewritten while hydrating').toEqual([]);
  });
}

test.describe('prerendered HTML, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // Unique titles across all pages: one test in seo.spec.ts reads them all (a set here would only
  // see the pages of its own worker).
  for (const route of routes) {
    test(`${route.path} has its heading, one title and one description`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toContainText(heading(route.path));
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      const title = await page.title();
      expect(title.length).toBeGreaterThan(5);
    });
  }
});

test('an unknown path shows the not-found page with ways back', async ({ page, allowConsole }) => {
  allowConsole(/404/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundRoute.heading ?? '');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/catalogs');
  await expect(main.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
});

test('client-side navigation changes the title and scrolls to the top', async ({ page }) => {
  await page.goto('/catalogs');
  await hydrated(page);
  const before = await page.title();
  await page.mouse.wheel(0, 1500);
  await page.locator('footer').getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator('h1')).toContainText('Our services');
  await expect.poll(() => page.title()).not.toBe(before);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
