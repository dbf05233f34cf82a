import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Request } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../chromium';
import { expect, holdScripts, hydrated, openHeld, test, visit } from './fixtures';

/**
 * A bad network and a locked-down browser: the page never destroys itself. It does not reload while
 * the network is down or while something is typed, code that could not arrive is fetched again once
 * the network is back (and the tapped control then does its job), it reloads at most once for code
 * that is really gone, and a browser that blocks all site data gets a working page.
 */

test.use({ viewport: { width: 1280, height: 900 } });

/** The documents the page's main frame asked for: one per load or reload. */
function documents(page: Page): Request[] {
  const loads: Request[] = [];
  page.on('request', (request) => {
    if (request.frame() === page.mainFrame() && request.isNavigationRequest()) loads.push(request);
  });
  return loads;
}

const searchButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });

/** What the browser says about requests that fail offline or on purpose. */
const NETWORK_ERRORS =
  /ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch dynamically imported/;

test.describe('a browser that blocks all site data', () => {
  let dir = '';
  test.beforeEach(async () => {
    // Chromium's own setting (Settings, Privacy, "Don't allow sites to save data"), as a profile has it.
    dir = await mkdtemp(path.join(os.tmpdir(), 'ivm-no-site-data-'));
    await mkdir(path.join(dir, 'Default'));
    await writeFile(
      path.join(dir, 'Default', 'Preferences'),
      JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
    );
  });
  test.afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  test('a product page loads once, hydrates, keeps the quote list for the visit, and searches', async ({
    baseURL,
  }) => {
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
      baseURL,
      viewport: { width: 1280, height: 900 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const loads = documents(page);
      await page.goto('/hist4');
      // The profile really refuses storage: not a stub. Chromium throws, or (once in a full run)
      // gives no storage object at all.
      expect(['SecurityError', 'no storage']).toContain(
        await page.evaluate(() => {
          try {
            return window.localStorage === null ? 'no storage' : localStorage.length >= 0 && 'allowed';
          } catch (error) {
            return (error as Error).name;
          }
        }),
      );
      await hydrated(page);
      // Everything the page fetches in idle time is in (the e-mail SDK among it): nothing left that
      // could still make it reload.
      await page.locator('html[data-prefetched]').waitFor({ state: 'attached' });

      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Add to quote list' }).click();
      await expect(main.getByRole('button', { name: 'Add to quote list', pressed: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: /^Quote/ })).toHaveAccessibleName(
        /^Quote\s*1 product on your list$/,
      );

      await searchButton(page, 'Search').click();
      await expect(page.getByRole('dialog', { name: 'Search products' })).toBeVisible();
      expect(loads, 'documents loaded').toHaveLength(1);
      expect(errors, 'uncaught errors').toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.describe('the network drops', () => {
  for (const { path: pagePath, search, dialog, waiting } of [
    { path: '/hist4', search: 'Search', dialog: 'Search products', waiting: /^No connection\./ },
    {
      path: '/ru/hist4',
      search: 'Поиск',
      dialog: 'Поиск по продукции',
      waiting: /^Нет подключения к сети\./,
    },
  ])
    test(`${pagePath}: Search tapped offline waits for the network, then opens by itself`, async ({
      page,
      context,
      allowConsole,
    }) => {
      allowConsole(NETWORK_ERRORS);
      const loads = documents(page);
      await visit(page, pagePath);
      await page.locator('html[data-prefetched]').waitFor({ state: 'attached' });

      await context.setOffline(true);
      const button = searchButton(page, search);
      await button.click();
      // No reload (offline, that would be the browser's error page): the page says what it waits for.
      await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await context.setOffline(false);
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: waiting })).toHaveCount(0);
      await expect(button).not.toHaveAttribute('aria-busy');
      expect(loads, 'documents loaded').toHaveLength(1);
    });

  test('while the code arrives: no reload, what was typed stays, and the page hydrates once online', async ({
    page,
    context,
    allowConsole,
  }) => {
    allowConsole(NETWORK_ERRORS);
    const loads = documents(page);
    // The boot script arrives; the page's code is on its way (held) when the network drops.
    const html = await (await page.request.get('/contact')).text();
    const boot = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
    expect(boot, 'the boot script').toBeTruthy();
    const scripts = await holdScripts(page);
    await page.route(`**${boot}`, (route) => route.continue());
    await openHeld(page, '/contact');
    const form = page.getByRole('form', { name: 'Enquiry' });
    const name = form.getByLabel('Name', { exact: true });
    const message = form.getByLabel('Additional information', { exact: true });
    await name.fill('Dr. Offline');
    await message.fill('Two cryostats, please.');

    await context.setOffline(true);
    const failed = page.waitForEvent('requestfailed', (request) => /\/assets\/.+\.js$/.test(request.url()));
    await scripts.release();
    await failed;
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    await context.setOffline(false);
    await hydrated(page);
    await expect(name).toHaveValue('Dr. Offline');
    await expect(message).toHaveValue('Two cryostats, please.');
    expect(loads, 'documents loaded').toHaveLength(1);
  });
});

for (const { path: pagePath, addName, waiting } of [
  { path: '/hist4', addName: 'Add to quote list', waiting: /^No connection\. What you tapped/ },
  {
    path: '/ru/hist4',
    addName: 'Добавить в список для запроса КП',
    waiting: /^Нет подключения к сети\. Действие/,
  },
])
  test(`${pagePath}: the boot script lost offline is fetched again when the network is back, and the held tap then does its job`, async ({
    page,
    context,
    allowConsole,
  }) => {
    allowConsole(NETWORK_ERRORS);
    const loads = documents(page);
    const scripts = await holdScripts(page);
    await openHeld(page, pagePath);
    // The signal drops while the page's first script is on its way: it fails.
    await context.setOffline(true);
    const failed = page.waitForEvent('requestfailed', (request) =>
      /\/assets\/index-.+\.js$/.test(request.url()),
    );
    await scripts.release();
    await failed;

    const add = page.getByRole('main').getByRole('button', { name: addName });
    await add.click();
    await expect(add).toHaveAttribute('data-held', '');
    await expect(page.getByRole('status').filter({ hasText: waiting })).toBeVisible();

    await context.setOffline(false);
    await hydrated(page);
    // The held tap was given once: the product is on the list, counted once in the header.
    await expect(page.getByRole('main').getByRole('button', { name: addName, pressed: true })).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('button', { name: addName, pressed: false })).toHaveCount(
      0,
    );
    await expect(page.getByRole('status').filter({ hasText: waiting })).toHaveCount(0);
    expect(loads, 'documents loaded').toHaveLength(1);
  });

test('a chunk that is gone (404) reloads the page once, not more', async ({ page, allowConsole }) => {
  allowConsole(NETWORK_ERRORS);
  const loads = documents(page);
  const html = await (await page.request.get('/hist4')).text();
  const product = /\/assets\/ProductPage-[\w-]+\.js/.exec(html)?.[0];
  expect(product, "the product template's chunk").toBeTruthy();
  await page.route(`**${product}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const staysStatic = page.waitForEvent('console', (message) => /stays static/.test(message.text()));
  await page.goto('/hist4');
  await staysStatic;
  expect(
    loads.map((request) => new URL(request.url()).pathname),
    'documents loaded',
  ).toEqual(['/hist4', '/hist4']);
  // The prerendered page is still there to read.
  await expect(page.locator('h1')).toBeVisible();
});
