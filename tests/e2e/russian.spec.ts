import { routes, ruRoutes } from '../../src/app/routes';
import { localizedPath } from '../../src/i18n/locale';
import { expect, hydrated, test, watchTextRewrites } from './fixtures';

/**
 * The Russian site: every route again under /ru, in Russian, with and without JavaScript, linked
 * to its English version both ways (language switch, hreflang, sitemap).
 */
const CYRILLIC = /[А-Яа-яЁё]/;

test('there is a Russian page for every English route', () => {
  expect(ruRoutes.map((route) => route.path).sort()).toEqual(
    routes.map((route) => localizedPath(route.path, 'ru')).sort(),
  );
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });
    for (const route of ruRoutes) {
      test(`${route.path}: lang="ru", one h1, a Russian title and Russian text`, async ({ page }) => {
        const textRewrites = await watchTextRewrites(page);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        if (javaScriptEnabled) {
          await hydrated(page);
          expect(await textRewrites(), 'prerendered text rewritten while hydrating').toEqual([]);
        }
        await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
        await expect(page.locator('h1')).toHaveCount(1);
        // The h1 is Russian, or a product's own model name with Russian text around it.
        const h1 = (await page.locator('h1').innerText()).trim();
        const main = await page.locator('main').innerText();
        expect(CYRILLIC.test(h1) || CYRILLIC.test(main.replace(h1, '')), `Russian on ${route.path}`).toBe(
          true,
        );
        // The title is Russian, or a product's trade name kept as it is (Molecular Mouse, 3S Safe
        // Sampling Systems): then it is the h1, and the page's text around it is Russian.
        const title = await page.title();
        if (!CYRILLIC.test(title)) expect(title, `title of ${route.path}`).toBe(`${h1} | IVM Medical`);
        // The interface is Russian too: the skip link, the navigation, the footer.
        await expect(page.locator('a[href="#main"]')).toHaveText('Перейти к основному содержанию');
        await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toHaveCount(1);
      });
    }
  });
}

test('the language switch goes to the same page in the other language and back', async ({ page }) => {
  await page.goto('/hist4');
  await hydrated(page);
  const toRussian = page.getByRole('link', { name: 'Русский' });
  await expect(toRussian).toHaveText('RU');
  await expect(toRussian).toHaveAttribute('hreflang', 'ru');
  await expect(toRussian).toHaveAttribute('lang', 'ru');
  await toRussian.click();
  await expect(page).toHaveURL(/\/ru\/hist4$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const toEnglish = page.getByRole('link', { name: 'English' });
  await expect(toEnglish).toHaveText('EN');
  await toEnglish.click();
  await expect(page).toHaveURL(/\/hist4$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a Russian page links to Russian pages, and its form is in Russian', async ({ page }) => {
  await page.goto('/ru/catalogs');
  await hydrated(page);
  const links = await page
    .locator('main a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(0);
  for (const href of links) expect(href, href).toMatch(/^\/ru(\/|$)/);
  await page.goto('/ru/contact');
  await hydrated(page);
  await expect(page.getByRole('form').getByLabel('Имя', { exact: true })).toBeVisible();
});

test('hreflang pairs are complete and reciprocal on both language versions', async ({ request }) => {
  const alternates = async (path: string) => {
    const html = await (await request.get(path)).text();
    const found: Record<string, string> = {};
    for (const match of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g))
      found[match[1] ?? ''] = new URL(match[2] ?? '').pathname;
    return found;
  };
  for (const route of routes) {
    const ru = localizedPath(route.path, 'ru');
    const expected = { en: route.path, ru, 'x-default': route.path };
    expect(await alternates(route.path), route.path).toEqual(expected);
    expect(await alternates(ru), ru).toEqual(expected);
  }
});

test('sitemap.xml lists both language versions of every route with their alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(locs).toHaveLength(routes.length * 2);
  expect(new Set(locs)).toEqual(new Set([...routes, ...ruRoutes].map((route) => route.path)));
  expect(xml.match(/hreflang="x-default"/g)).toHaveLength(routes.length * 2);
});

test("no page downloads a font: English and Russian text use the device's own, which has both scripts", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || /\.(woff2?|ttf|otf)$/.test(request.url()))
      fonts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/hist4', '/ru/hist4', '/ru/']) {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family, path).toMatch(/^system-ui\b/);
  }
  expect(fonts).toEqual([]);
});
