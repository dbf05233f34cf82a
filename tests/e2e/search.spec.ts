import type { Locator } from '@playwright/test';
import { expect, openSearch, test, visit } from './fixtures';

/** Search: the header's Search opens a combobox that finds products by any word a buyer knows. */

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Types each query over the last in the open dialog, as a buyer refines one: its product is an
 * option linking to its page, and the status (`status`, % for the query) speaks of this query.
 */
async function expectEachFound(
  dialog: Locator,
  box: Locator,
  status: string,
  queries: readonly (readonly [query: string, path: string, name: string])[],
): Promise<void> {
  for (const [query, path, name] of queries) {
    await test.step(`'${query}' finds ${name} (${path})`, async () => {
      await box.fill(query);
      const option = dialog.locator(`[role="option"][href="${path}"]`);
      await expect(option).toBeVisible();
      await expect(option).toContainText(name);
      await expect(dialog.getByRole('status')).toContainText(status.replace('%', query));
    });
  }
}

test('each query finds its product: an article number, a model, a misspelling, a maker, a word of the specifications', async ({
  page,
  allowConsole,
}) => {
  void allowConsole;
  const { dialog, box } = await openSearch(page);
  await expectEachFound(dialog, box, 'for “%”', [
    ['7109030A', '/hist9', 'Microscope Slides'],
    ['002019', '/hist8', 'Embedding cassettes'],
    ['cryostat', '/hist6', '6250 Cryostat'],
    ['cryostt', '/hist6', '6250 Cryostat'],
    ['Giles', '/bacter5', 'BIOMIC V3'],
    ['Dakewe', '/hist6', '6250 Cryostat'],
    ['LTS-3000', '/prod12', 'LTS-3000B'],
    ['Peltier', '/hist6', '6250 Cryostat'],
  ]);
});

test('a word from the specifications is marked in one line of the page text', async ({
  page,
  allowConsole,
}) => {
  void allowConsole;
  const { dialog, box } = await openSearch(page);
  await box.fill('peltier');
  const option = dialog.getByRole('option', { name: /6250 Cryostat/ });
  await expect(option.locator('mark').first()).toHaveText(/^peltier$/i);
});

test('opened by its button, it closes on Escape and gives focus back', async ({ page, allowConsole }) => {
  void allowConsole;
  await openSearch(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();
});

test('categories are found by name', async ({ page, allowConsole }) => {
  void allowConsole;
  const { dialog, box } = await openSearch(page);
  await box.fill('Bacteriology');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('href', '/catalog3');
});

test(
  'keyboard: / opens it, arrows move, Enter opens the product page, Escape closes',
  { tag: '@smoke' },
  async ({ page, allowConsole }) => {
    void allowConsole;
    await visit(page, '/about');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    const box = dialog.getByRole('combobox');
    await expect(box).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await page.keyboard.type('LTS-3000');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = dialog.getByRole('option');
    await expect(options).toHaveCount(2);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    const target = await options.nth(1).getAttribute('href');
    expect(target).toMatch(/^\/prod1[12]$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/LTS-3000[AB]/);
  },
);

test('the index is fetched only when search opens', async ({ page, allowConsole }) => {
  void allowConsole;
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/search-en-[\w-]+\.json$|minisearch|SearchDialog/i.test(request.url())) fetched.push(request.url());
  });
  await visit(page, '/hist4');
  expect(fetched).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox').fill('microtome');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect(fetched.some((url) => /search-en-[\w-]+\.json$/.test(url))).toBe(true);
});

test.describe('on Russian pages', () => {
  async function openRussianSearch(page: import('@playwright/test').Page) {
    await visit(page, '/ru/about');
    await page.getByRole('banner').getByRole('button', { name: 'Поиск' }).click();
    const dialog = page.getByRole('dialog', { name: 'Поиск по продукции' });
    const box = dialog.getByRole('combobox');
    await expect(box).toBeFocused();
    return { dialog, box };
  }

  test('each query finds its Russian page', async ({ page, allowConsole }) => {
    void allowConsole;
    const { dialog, box } = await openRussianSearch(page);
    await expectEachFound(dialog, box, 'по запросу «%»', [
      ['криостат', '/ru/hist6', 'Криостат 6250'],
      ['LTS-3000', '/ru/prod12', 'LTS-3000B'],
      ['Пельтье', '/ru/hist6', 'Криостат 6250'],
      ['002019', '/ru/hist8', 'Кассеты для заливки'],
    ]);
  });

  test('the Russian index only, fetched when search opens; Enter opens the Russian page', async ({
    page,
    allowConsole,
  }) => {
    void allowConsole;
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/search-(en|ru)-[\w-]+\.json$/.test(request.url())) fetched.push(request.url());
    });
    const { dialog, box } = await openRussianSearch(page);
    await box.fill('криостат');
    await expect(dialog.getByRole('option').first()).toHaveAttribute('href', '/ru/hist6');
    expect(fetched).toHaveLength(1);
    expect(fetched[0]).toMatch(/search-ru-[\w-]+\.json$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ru\/hist6$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Криостат 6250/);
  });
});

test.describe('nothing typed is lost as it opens, on a phone-speed CPU (4x slower)', () => {
  test('"HP300" typed at once after each tap on Search is in the box, every letter', async ({
    page,
    allowConsole,
  }) => {
    void allowConsole;
    await visit(page, '/about');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    const box = page.getByRole('dialog', { name: 'Search products' }).getByRole('combobox');
    // The first tap fetches the dialog's code (letters arrive before it does); later ones find the
    // last search in the box, which the first letter replaces.
    for (let round = 1; round <= 5; round += 1) {
      await test.step(`tap ${round}`, async () => {
        await button.click();
        await page.keyboard.type('HP300');
        await expect(box).toHaveValue('HP300');
        await expect(box).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(box).toHaveCount(0);
      });
    }
  });

  test('the / shortcut, then "HP300" at once, keeps every letter', async ({ page, allowConsole }) => {
    void allowConsole;
    await visit(page, '/about');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const box = page.getByRole('dialog', { name: 'Search products' }).getByRole('combobox');
    for (let round = 1; round <= 5; round += 1) {
      await test.step(`opening ${round}`, async () => {
        await page.keyboard.type('/HP300');
        await expect(box).toHaveValue('HP300');
        await page.keyboard.press('Escape');
        await expect(box).toHaveCount(0);
      });
    }
  });
});
