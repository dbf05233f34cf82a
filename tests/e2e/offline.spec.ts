import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import type { CatalogueManifest } from '../../src/features/offline/caches';
import { offline as enStrings } from '../../src/features/offline/offline.en';
import { offline as ruStrings } from '../../src/features/offline/offline.ru';
import { offlinePage as enPage } from '../../src/i18n/en/offlinePage';
import { offlinePage as ruPage } from '../../src/i18n/ru/offlinePage';
import {
  expect,
  footerInView,
  hydrated,
  openQuote,
  test,
  turnSaveDataOn,
  visit,
  watchVideoRequests,
} from './fixtures';

/**
 * The site without a network: the service worker (vite.config.ts, registered by
 * src/features/offline/serviceWorker.ts) keeps each page opened and shows an offline page for the others, and the
 * footer's control keeps the whole catalogue of a language for a trade-show floor without Wi-Fi.
 * Every other spec blocks service workers (playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the worker is active (its precache complete) and has kept the page shown. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match(location.pathname))))
    .toBe(true);
}

/**
 * The pictures the page can show that its service worker cannot answer: every <img>, lazy ones too,
 * each size its <picture>s offer, and the pictures its styles name (the home page's service icons).
 */
function picturesMissing(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls = new Set<string>();
    for (const img of document.querySelectorAll('img')) urls.add(img.src);
    for (const source of document.querySelectorAll('source[srcset]'))
      for (const candidate of source.getAttribute('srcset')!.split(','))
        urls.add(new URL(candidate.trim().split(/\s+/)[0]!, location.href).href);
    for (const style of document.querySelectorAll('style'))
      for (const [, url] of (style.textContent ?? '').matchAll(/url\((\/assets\/[^)"']+)\)/g))
        urls.add(new URL(url!, location.href).href);
    const answers = await Promise.all(
      [...urls].map((url) =>
        fetch(url).then(
          (response) => (response.ok ? '' : url),
          () => url,
        ),
      ),
    );
    return answers.filter(Boolean);
  });
}

async function offline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test('a page opened before opens offline with its content, and its Quote dialog opens with the form', async ({
  page,
  context,
}) => {
  await visit(page, '/hist4');
  const heading = await page.locator('h1').textContent();
  await workerReady(page);

  await offline(context);
  await page.goto('/hist4');
  await expect(page.locator('h1')).toHaveText(heading ?? '');
  // Its pictures too: the product's own (not precached) and the logo (precached).
  const pictures = page.locator('main img[fetchpriority="high"], header img');
  expect(await pictures.count()).toBeGreaterThanOrEqual(2);
  for (const picture of await pictures.all())
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await hydrated(page);
  const dialog = await openQuote(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toBeEditable();
  await dialog.getByLabel('Name', { exact: true }).fill('Offline buyer');
  await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Offline buyer');
});

test('offline, the home page shows its poster and asks for no video; back online, the video plays', async ({
  page,
  context,
  allowConsole,
}) => {
  // Offline, Chromium asks for every lazy picture within 8,000 px, and the page kept only those the
  // first visit came near (pictures are kept as seen; the catalogue download keeps them all).
  allowConsole(/net::ERR_FAILED \(http:\/\/localhost:\d+\/assets\/[^/]+\.(svg|avif|webp|jpe?g|png)\)$/);
  await visit(page, '/');
  await workerReady(page);

  const videoRequests = watchVideoRequests(page);
  await offline(context);
  await visit(page, '/');
  const hero = page.getByTestId('home-hero');
  await expect
    .poll(() => hero.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // A frame after hydration, in which an element to play would have been created.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await expect(hero.locator('video')).toHaveCount(0);
  expect(videoRequests).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(() =>
      hero.locator('video').evaluate((v: HTMLVideoElement) => v.muted && !v.paused && v.currentTime > 0),
    )
    .toBe(true);
  expect(videoRequests.length).toBeGreaterThan(0);
});

test('a page never opened shows the offline page, in the language of its address', async ({
  page,
  context,
}) => {
  await visit(page, '/hist4');
  await workerReady(page);

  await offline(context);
  await page.goto('/hist5');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enPage.heading);
  await expect(page.getByRole('link', { name: enPage.home })).toHaveAttribute('href', '/');
  await page.goto('/ru/hist5');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ruPage.heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('the worker is registered only once the page has loaded and what its controls need is in', async ({
  page,
}) => {
  // Records, at each call of register(), what the page had said of itself by then.
  await page.addInitScript(() => {
    const calls: string[][] = [];
    (window as unknown as { registered: string[][] }).registered = calls;
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args) {
      const html = document.documentElement;
      calls.push([
        html.dataset.hydrated === 'true' ? 'hydrated' : 'not hydrated',
        document.readyState === 'complete' ? 'loaded' : 'loading',
        html.dataset.prefetched === undefined ? 'fetching ahead' : 'fetched ahead',
      ]);
      return register.apply(this, args);
    };
  });
  await page.goto('/ru/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  expect(await page.evaluate(() => (window as unknown as { registered: string[][] }).registered)).toEqual([
    ['hydrated', 'loaded', 'fetched ahead'],
  ]);
});

test('the trade-show download says its size, shows progress, says done, and then every page of the language opens offline, and search finds products', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const t = ruStrings;
  // Not the home page: what it shows is then on the device by the download alone (the service
  // icons its styles name were missed that way).
  await visit(page, '/ru/contact');
  await workerReady(page);

  const footer = await footerInView(page);
  await footer.getByRole('button', { name: t.keep }).click();
  const status = footer.getByRole('status');
  await expect(status).toHaveText(
    /^Каталог на русском языке \(\d+ страниц[аы]? с изображениями\) займёт \d+,\d\u00a0МБ\.$/,
  );

  // One page is held on its way, so the progress bar is seen part-way.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/ru/hist9', async (route) => {
    await held;
    await route.continue();
  });
  // Every text the live region takes from here on: a screen reader hears each.
  await status.evaluate((region) => {
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await footer.getByRole('button', { name: /^Загрузить \d+,\d\sМБ$/ }).click();
  const progress = footer.getByRole('progressbar', { name: t.progress });
  await expect(progress).toBeVisible();
  const line = footer.getByText(/^Сохранено файлов: [1-9]\d* из \d+$/);
  await expect(line).toBeVisible();
  const [done, total] = (/(\d+) из (\d+)/.exec((await line.textContent()) ?? '') ?? []).slice(1).map(Number);
  expect(done).toBeLessThan(total!);
  await expect(progress).toHaveAttribute('max', String(total));
  release();
  await expect(status).toHaveText(/^Готово: каталог \(\d+ страниц[аы]?\) сохранён на этом устройстве/, {
    timeout: 60_000,
  });
  // Heard: the start, each quarter, the end; never a message a file (hundreds of them).
  const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
  expect(said[0]).toBe(t.savedPart(0));
  expect(said.at(-1)).toMatch(/^Готово: /);
  expect(
    said.slice(1, -1).every((text) => /^Сохранение каталога: сохранено (25|50|75|100)%$/.test(text)),
  ).toBe(true);
  expect(said.length).toBeLessThanOrEqual(6);
  await expect(progress).toHaveCount(0);
  await context.unroute('**/ru/hist9');

  // Every Russian page of the sitemap, offline: the page itself, not the offline page.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => path === '/ru/' || path.startsWith('/ru/'));
  expect(paths.length).toBeGreaterThan(40);
  await offline(context);
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new RegExp(`${path}$`));
    expect(await picturesMissing(page), `${path}: pictures not kept`).toEqual([]);
  }
  // Search, in the language kept: its code and index are in the kept set.
  await visit(page, '/ru/hist4');
  await page.getByRole('banner').getByRole('button', { name: 'Поиск' }).click();
  const search = page.getByRole('dialog', { name: 'Поиск по продукции' });
  await search.getByRole('combobox').fill('криостат');
  await expect(search.getByRole('option').filter({ hasText: 'Криостат 6250' }).first()).toHaveAttribute(
    'href',
    '/ru/hist6',
  );
});

/** The kept sets' caches on the device. */
const keptCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('ivm-kept-')));

test('keeping checks the free space first, asks to keep the data, says what is kept and when, and Remove deletes it', async ({
  page,
  context,
}) => {
  const t = enStrings;
  // The browser's storage as a full device reports it (0.1 MB free), and whether keeping asked to persist.
  await page.addInitScript(() => {
    const state = { free: 1e5, persistAsked: 0 };
    (window as unknown as { storageState: typeof state }).storageState = state;
    navigator.storage.estimate = () => Promise.resolve({ quota: 5e6 + state.free, usage: 5e6 });
    navigator.storage.persist = () => {
      state.persistAsked += 1;
      return Promise.resolve(true);
    };
  });
  // A short list (the English catalogue's first four pages and their pictures) keeps the test quick.
  await context.route('**/offline-catalogue.json', async (route) => {
    const catalogue = (await (await route.fetch()).json()) as CatalogueManifest;
    const files = catalogue.en.files.slice(0, 46);
    const pages = files.filter((file) => !/\.\w+$/.test(file.url)).length;
    await route.fulfill({ json: { ...catalogue, en: { ...catalogue.en, files, pages } } });
  });
  await visit(page, '/contact');
  await workerReady(page);
  const footer = await footerInView(page);
  const status = footer.getByRole('status');

  await footer.getByRole('button', { name: t.keep }).click();
  await footer.getByRole('button', { name: /^Download \d+\.\d\sMB$/ }).click();
  await expect(status).toHaveText(
    /^Not enough space on this device: the catalogue needs \d+\.\d\sMB and 0\.1\sMB is free\. Nothing was downloaded\.$/,
  );
  expect(await keptCaches(page)).toEqual([]);
  expect(
    await page.evaluate(
      () => (window as unknown as { storageState: { persistAsked: number } }).storageState.persistAsked,
    ),
  ).toBe(0);

  // Space made: the same list, now kept.
  await page.evaluate(() => {
    (window as unknown as { storageState: { free: number } }).storageState.free = 5e9;
  });
  await footer.getByRole('button', { name: t.retry }).click();
  await footer.getByRole('button', { name: /^Download / }).click();
  await expect(status).toHaveText(/^Done: the catalogue \(\d+ pages?\) is on this device/);
  expect(
    await page.evaluate(
      () => (window as unknown as { storageState: { persistAsked: number } }).storageState.persistAsked,
    ),
  ).toBe(1);

  // What is kept, in the page's language, on every page from now on.
  // The date on one line: no-break spaces.
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
    .format(new Date())
    .replace(/ /g, '\u00a0');
  const kept = footer.getByText(/^The catalogue in English is kept on this device:/);
  await visit(page, '/about');
  await footerInView(page);
  await expect(kept).toHaveText(
    new RegExp(
      `^The catalogue in English is kept on this device: \\d+ pages?, \\d+\\.\\d\\sMB, saved on ${today}\\.$`,
    ),
  );
  await expect(footer.getByRole('button', { name: t.keep })).toHaveCount(0);

  await footer.getByRole('button', { name: t.remove('en') }).click();
  await expect(status).toHaveText(t.removed);
  await expect(kept).toHaveCount(0);
  expect(await keptCaches(page)).toEqual([]);
  await expect(footer.getByRole('button', { name: t.keep })).toBeVisible();
});

test('in Safari outside the Home Screen, the control says to add the site to it; installed, it does not', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'vendor', { value: 'Apple Computer, Inc.', configurable: true });
  });
  await visit(page, '/ru/about');
  const footer = await footerInView(page);
  await expect(footer.getByRole('button', { name: ruStrings.keep })).toBeVisible();
  await expect(footer.getByText(ruStrings.safari)).toBeVisible();

  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
  });
  await page.reload();
  await hydrated(page);
  await footerInView(page);
  await expect(footer.getByRole('button', { name: ruStrings.keep })).toBeVisible();
  await expect(footer.getByText(ruStrings.safari)).toHaveCount(0);
});

test('the control is fetched only once the footer comes near: a buyer who reads the top of a page never downloads it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (/\/CatalogueDownload-[\w-]+\.(js|css)$/.test(request.url())) fetched.push(request.url());
  });
  await visit(page, '/hist4');
  // Well past the idle time the control waited for before: the worker, registered in idle time, has
  // kept the page, and the browser has been idle once more since.
  await workerReady(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(fetched).toEqual([]);

  const footer = await footerInView(page);
  await expect(footer.getByRole('button', { name: enStrings.keep })).toBeVisible();
  expect(fetched).not.toEqual([]);
});

/**
 * Code of one language only, by the build's names: its strings (`en-*.js`, `enquiry.en-*.js`,
 * `page.ru-*.js`...), which a page of the other language never loads.
 */
async function languageOnlyCode(locale: 'en' | 'ru'): Promise<Set<string>> {
  const names = await readdir(path.join(process.env.DIST_DIR ?? 'dist', 'assets'));
  const own = new RegExp(`^(${locale}-|[\\w-]+\\.${locale}-)[\\w-]+\\.js$`);
  return new Set(names.filter((name) => own.test(name)).map((name) => `/assets/${name}`));
}

test('a first visit: the worker downloads the shared code and this language’s, not the other language’s', async ({
  page,
  context,
}) => {
  const fetchedByWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) fetchedByWorker.push(new URL(request.url()).pathname);
  });
  const russian = await languageOnlyCode('ru');
  const english = await languageOnlyCode('en');
  expect(russian.size).toBeGreaterThan(20);
  expect(english.size).toBeGreaterThan(5);

  await visit(page, '/ru/hist4');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // All of this language's code is kept (so the pages opened offline run)...
  await expect
    .poll(() =>
      page.evaluate(
        async (urls) => {
          for (const url of urls) if (!(await caches.match(url, { ignoreVary: true }))) return url;
          return 'all kept';
        },
        [...russian],
      ),
    )
    .toBe('all kept');
  expect(fetchedByWorker.filter((url) => russian.has(url)).length).toBe(russian.size);
  // ...and none of the other language's.
  expect(fetchedByWorker.filter((url) => english.has(url))).toEqual([]);
});

test('a first visit with Save-Data: no worker, nothing downloaded ahead', async ({ page, context }) => {
  const fetchedByWorker: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker()) fetchedByWorker.push(request.url());
  });
  await turnSaveDataOn(page);
  await visit(page, '/hist4');
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'save-data');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(fetchedByWorker).toEqual([]);
});
