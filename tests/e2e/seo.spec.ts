import { routes } from '../../src/app/routes';
import { routeHeadings } from '../fixtures/catalogue';
import { headOf, type HeadFacts } from '../fixtures/html';
import { expect, test, visit } from './fixtures';

/**
 * Client-side navigation keeps the head in step with the prerendered page of the route it shows
 * (the prerendered heads themselves: tests/dist/head.test.ts).
 */

const headings = await routeHeadings(routes);

test.describe('after client-side navigation', () => {
  test.setTimeout(120_000);

  test('the title, description and canonical match the prerendered page of every route', async ({
    page,
    request,
  }) => {
    const prerendered = new Map<string, HeadFacts>();
    for (const route of routes)
      prerendered.set(route.path, headOf(await (await request.get(route.path)).text()));

    await visit(page, '/contact');
    for (const route of routes) {
      const expected = prerendered.get(route.path);
      // A client-side navigation, as a link click makes it (the router follows history changes).
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, route.path);
      await expect(page.locator('h1')).toContainText(headings.get(route.path) ?? '');
      await expect.poll(() => page.title(), { message: `title on ${route.path}` }).toBe(expected?.titles[0]);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        expected?.descriptions[0] ?? '',
      );
      await expect(head.locator('meta[name="description"]')).toHaveCount(1);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        expected?.canonicals[0] ?? '',
      );
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        expected?.meta['og:image']?.[0] ?? '',
      );
      await expect(head.locator('script[type="application/ld+json"]')).toHaveCount(
        expected?.jsonLd.length ?? 0,
      );
    }
  });

  test('a link click from the home page to a product updates the head', async ({ page, request }) => {
    const expected = headOf(await (await request.get('/hist4')).text());
    await visit(page, '/');
    await page.locator('main a[href="/hist4"]').first().click();
    await expect(page).toHaveURL(/\/hist4$/);
    await expect.poll(() => page.title()).toBe(expected.titles[0]);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      expected.descriptions[0] ?? '',
    );
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
      'content',
      expected.meta['og:url']?.[0] ?? '',
    );
  });
});
