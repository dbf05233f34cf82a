import { notFoundRoute, routes } from '../../src/app/routes';
import { productLists } from '../../src/content/shell/productLists';
import { expect, test, visit } from './fixtures';

test('the route table has one route per path: the 15 screens and every registered product', () => {
  expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  const products = productLists.flatMap((list) => list.ids.map((id) => `/${id}`));
  expect(routes.map((r) => r.path).slice(-products.length)).toEqual(products);
  expect(routes).toHaveLength(15 + products.length);
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
  await visit(page, '/catalogs');
  const before = await page.title();
  await page.mouse.wheel(0, 1500);
  await page.locator('footer').getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator('h1')).toContainText('Our services');
  await expect.poll(() => page.title()).not.toBe(before);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
