import { QUOTE_LIST_KEY } from '../../src/lib/storageKeys';
import { expect, hydrated, openSearch, test, visit } from './fixtures';

/**
 * What arrives in the address or is pasted into the page is anyone's text: a malformed hash, a
 * product link, a page of text in the search box. None of it breaks the page or changes what the
 * visitor keeps without them.
 */

test('a malformed hash on a product page: no error, the page keeps its content', async ({ page }) => {
  await visit(page, '/hist4');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('HP300 Plus Tissue Processor');
  // A fragment navigation, as a typed or pasted address makes it (popstate and hashchange).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('hashchange', () => resolve(), { once: true });
        location.hash = '%E0%A4%A';
      }),
  );
  expect(new URL(page.url()).hash).toBe('#%E0%A4%A');
  // The layout has taken the new location: finding no element of that id, it moves focus to <main>.
  await expect(page.locator('main')).toBeFocused();
  await expect(heading).toHaveText('HP300 Plus Tissue Processor');
  await expect(page.getByRole('table', { name: 'Specifications' })).toBeVisible();
  // A link within the page still works after it.
  await page.getByRole('link', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/contact\?product=hist4$/);
});

test('a ?product= link proposes the product and leaves the stored quote list as it was', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify(['hist5'])), QUOTE_LIST_KEY);
  await visit(page, '/contact?product=hist4');
  const proposal = page.getByRole('region', { name: 'The product you are asking about' });
  await expect(proposal.getByRole('link')).toHaveText(['HP300 Plus Tissue Processor']);
  const form = page.getByRole('form', { name: 'Enquiry' });
  await expect(form.getByLabel('Additional information')).toHaveValue(/HP300 Plus Tissue Processor/);
  // The visitor's own list (which the form sends) is as it was.
  await expect(form.getByRole('region', { name: 'Your quote list (1)' }).getByRole('link')).toHaveText([
    'MT1 microtome',
  ]);
  expect(await page.evaluate((key) => localStorage.getItem(key), QUOTE_LIST_KEY)).toBe('["hist5"]');

  // Only the visitor's own action puts it there.
  await proposal.getByRole('button', { name: 'Add to my quote list' }).click();
  await expect(proposal.getByRole('status')).toHaveText('It is on your quote list now.');
  expect(await page.evaluate((key) => localStorage.getItem(key), QUOTE_LIST_KEY)).toBe('["hist5","hist4"]');
  await expect(form.getByRole('region', { name: 'Your quote list (2)' })).toBeVisible();

  // Opened again, it says the product is already there and offers nothing to add.
  await page.reload();
  await hydrated(page);
  await expect(proposal.getByRole('status')).toHaveText('It is already on your quote list.');
  await expect(proposal.getByRole('button', { name: 'Add to my quote list' })).toHaveCount(0);
});

test('a page of text pasted into the search box is cut to a bounded query, and search still answers', async ({
  page,
}) => {
  const { dialog, box } = await openSearch(page);
  // Pasted text: inserted as one edit, as a paste is.
  const pasted = `cryostat ${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(400)}`;
  await page.keyboard.insertText(pasted);
  const value = await box.inputValue();
  expect(value.length).toBeLessThanOrEqual(100);
  expect(pasted.startsWith(value)).toBe(true);
  await expect(dialog.getByRole('status')).toContainText(/results? for “cryostat Lorem/);
  // The page answers: a new query replaces it and finds its product.
  await box.fill('cryostat');
  await expect(dialog.getByRole('option').filter({ hasText: '6250 Cryostat' }).first()).toBeVisible();
});
