import { companyMenu, footerColumns, topLinksAfterCompany } from '../../src/content/shell/navigation';
import { shell } from '../../src/i18n/en/shell';

const label = (item: { key: keyof typeof shell.nav }) => shell.nav[item.key];
import { expect, test, visit } from './fixtures';

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Company menu opens and closes by mouse', async ({ page }) => {
    await visit(page, '/');
    const button = page.getByRole('button', { name: 'Company' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const item of companyMenu) {
      await expect(page.getByRole('link', { name: label(item), exact: true }).first()).toBeVisible();
    }
    // A click outside closes it.
    await page.locator('h1').click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Choosing an item navigates and closes it.
    await button.click();
    await page.locator('header').getByRole('link', { name: 'Partners' }).click();
    await expect(page).toHaveURL(/\/brands$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Company menu works from the keyboard and closes on Escape', async ({ page }) => {
    await visit(page, '/');
    const button = page.getByRole('button', { name: 'Company' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('header').getByRole('link', { name: 'About Us' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('every top navigation link leads to its page and is marked current', async ({ page }) => {
    await visit(page, '/about');
    const header = page.locator('header').first();
    for (const item of [{ key: 'home' as const, path: '/' }, ...topLinksAfterCompany]) {
      await header.getByRole('link', { name: label(item), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.path === '/' ? '/' : item.path}$`));
      await expect(header.getByRole('link', { name: label(item), exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await header.getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the Quote button opens a dialog that closes again', async ({ page }) => {
    await visit(page, '/about');
    const quote = page.getByRole('button', { name: 'Quote', exact: true });
    await quote.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(quote).toBeFocused();
  });

  test('a skip link leads to the main content', async ({ page }) => {
    await visit(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test('every footer link leads to its page', async ({ page }) => {
  await visit(page, '/contact');
  for (const column of footerColumns) {
    for (const link of column.links) {
      const where = `${shell.footer[column.heading]}: ${label(link)}`;
      await page
        .getByRole('navigation', { name: shell.footer[column.heading] })
        .getByRole('link', { name: label(link) })
        .click();
      await expect(page, where).toHaveURL(new RegExp(`:\\d+${link.path === '/' ? '/' : link.path}$`));
      await expect(page.locator('h1'), where).toHaveCount(1);
      // (The contact page's own link leaves the visitor where they are.)
      if (link.path !== '/contact') await page.goBack();
      await expect(page).toHaveURL(/\/contact$/);
    }
  }
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu button toggles the navigation', async ({ page }) => {
    await visit(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/catalogs$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });
});
