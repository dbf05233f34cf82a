import { routes, ruRoutes } from '../../src/app/routes';
import { localizedPath } from '../../src/i18n/locale';
import { expect, test, visit } from './fixtures';

/**
 * The Russian site: every route again under /ru, linked to its English version both ways. What
 * each Russian page says is read from the build (tests/dist/pages.test.ts, head.test.ts), and each
 * is visited once in the browser (pages.spec.ts).
 */
test('there is a Russian page for every English route', () => {
  expect(ruRoutes.map((route) => route.path).sort()).toEqual(
    routes.map((route) => localizedPath(route.path, 'ru')).sort(),
  );
});

test('the language switch goes to the same page in the other language and back', async ({ page }) => {
  await visit(page, '/hist4');
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
