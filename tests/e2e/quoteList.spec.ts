import type { Page } from '@playwright/test';
import { QUOTE_LIST_KEY } from '../../src/lib/storageKeys';
import { failSends } from './enquiryForm';
import {
  expect,
  holdRestOfPage,
  holdScripts,
  hydrated,
  openHeld,
  openQuote,
  outboxUrl,
  test,
  visit,
} from './fixtures';

/** The quote list: collected on product pages, kept in localStorage, sent with the enquiry. */

test.use({ viewport: { width: 1280, height: 900 } });

const quoteButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Quote/ });
/** The Quote button's name with n products on the list (the count is separate, visually hidden text). */
const listed = (n: number) => new RegExp(`^Quote\\s*${n} ${n === 1 ? 'product' : 'products'} on your list$`);

async function add(page: Page, path: string): Promise<void> {
  await visit(page, path);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Add to quote list' }).click();
  await expect(main.getByRole('button', { name: 'Add to quote list', pressed: true })).toBeVisible();
}

let counter = 0;
const uniqueEmail = () => `quote.${Date.now().toString(36)}.${process.pid}.${(counter += 1)}@example.com`;

async function sendFromQuote(page: Page, email: string) {
  const dialog = await openQuote(page);
  await dialog.getByLabel('Name', { exact: true }).fill('Amira Haddad');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  return dialog;
}

test(
  'two products added on their pages survive a reload, are listed in the Quote dialog and go in one e-mail; then the list is empty',
  { tag: '@smoke' },
  async ({ page, allowConsole }) => {
    void allowConsole;
    await add(page, '/hist6');
    await add(page, '/bacter5');
    await page.reload();
    await hydrated(page);
    await expect(quoteButton(page)).toHaveAccessibleName(listed(2));
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Add to quote list', pressed: true }),
    ).toBeVisible();

    const dialog = await openQuote(page);
    const list = dialog.getByRole('region', { name: 'Your quote list (2)' });
    await expect(list.getByRole('link', { name: '6250 Cryostat' })).toHaveAttribute('href', '/hist6');
    await expect(list.getByRole('link', { name: 'BIOMIC V3' })).toHaveAttribute('href', '/bacter5');
    await page.keyboard.press('Escape');

    const email = uniqueEmail();
    await sendFromQuote(page, email);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    let stored: { template_params: Record<string, string> }[] = [];
    await expect
      .poll(async () => {
        stored = (await (
          await page.request.get(outboxUrl(`/__outbox/list?from_email=${encodeURIComponent(email)}`))
        ).json()) as typeof stored;
        return stored.length;
      })
      .toBe(1);
    expect(stored[0]!.template_params.products).toBe(
      ['6250 Cryostat: https://ivmmedical.com/hist6', 'BIOMIC V3: https://ivmmedical.com/bacter5'].join('\n'),
    );

    await expect(quoteButton(page)).toHaveAccessibleName('Quote');
    await openQuote(page, { ready: true });
    await expect(page.getByRole('region', { name: /Your quote list/ })).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), QUOTE_LIST_KEY)).toBe('[]');
  },
);

test('the tick of Remove is in the page before Add is tapped: the tap shows it without fetching it', async ({
  page,
}) => {
  await visit(page, '/hist4');
  await page.locator('html[data-prefetched]').waitFor({ state: 'attached' });
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  const add = page.getByRole('main').getByRole('button', { name: 'Add to quote list' });
  await add.click();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Add to quote list', pressed: true }),
  ).toBeVisible();
  expect(fetched.filter((path) => /\/check-[^/]+\.svg$/.test(path))).toEqual([]);
});

test('a failed send keeps the list', async ({ page, allowConsole }) => {
  allowConsole(/Enquiry not sent|Failed to load resource/);
  await add(page, '/hist9');
  await failSends(page, 400);
  const dialog = await sendFromQuote(page, uniqueEmail());
  await expect(dialog.getByRole('alert')).toContainText('Your enquiry has not been sent.');
  await expect(dialog.getByRole('region', { name: 'Your quote list (1)' })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await expect(quoteButton(page)).toHaveAccessibleName(listed(1));
});

test('a second tab sees additions and removals', async ({ page, context, allowConsole }) => {
  void allowConsole;
  const other = await context.newPage();
  await visit(other, '/contact');
  // The visitor works in one tab at a time: the one in front is the one painted (and laid out).
  await page.bringToFront();
  await add(page, '/lab2');
  await other.bringToFront();
  await expect(other.getByRole('region', { name: 'Your quote list (1)' }).getByRole('link')).toHaveText(
    'TEST1 2.0',
  );
  await expect(other.getByRole('banner').getByRole('button', { name: /^Quote/ })).toHaveAccessibleName(
    listed(1),
  );
  await other.getByRole('button', { name: 'Remove TEST1 2.0' }).click();
  await page.bringToFront();
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to quote list' })).toBeVisible();
});

test('list cards toggle too; Send enquiry proposes the product and the list changes only when the visitor adds it', async ({
  page,
  allowConsole,
}) => {
  void allowConsole;
  await visit(page, '/catalog2');
  await page.getByRole('button', { name: /^Add to quote list\s*: MT1 microtome$/ }).click();
  await expect(
    page.getByRole('button', { name: /^Add to quote list\s*: MT1 microtome$/, pressed: true }),
  ).toBeVisible();
  await expect(quoteButton(page)).toHaveAccessibleName(listed(1));

  await visit(page, '/hist4');
  await page.getByRole('link', { name: 'Send enquiry' }).click();
  await expect(page).toHaveURL(/\/contact\?product=hist4$/);
  const proposal = page.getByRole('region', { name: 'The product you are asking about' });
  await expect(proposal.getByRole('link')).toHaveText(['HP300 Plus Tissue Processor']);
  await expect(page.getByRole('region', { name: 'Your quote list (1)' }).getByRole('link')).toHaveText([
    'MT1 microtome',
  ]);
  await proposal.getByRole('button', { name: 'Add to my quote list' }).click();
  await expect(proposal.getByRole('status')).toHaveText('It is on your quote list now.');
  const list = page.getByRole('region', { name: 'Your quote list (2)' });
  await expect(list.getByRole('link')).toHaveText(['MT1 microtome', 'HP300 Plus Tissue Processor']);
});

test('a corrupt or foreign stored value is ignored without breaking the page', async ({
  page,
  allowConsole,
}) => {
  void allowConsole;
  for (const value of ['{not json', '{"ids":["hist1"]}', '["evil", 42, "hist3", "hist3"]']) {
    await page.goto('/about');
    await page.evaluate(([key, stored]) => localStorage.setItem(key, stored), [
      QUOTE_LIST_KEY,
      value,
    ] as const);
    await page.reload();
    await hydrated(page);
    await expect(quoteButton(page)).toHaveAccessibleName(value.includes('"hist3"') ? listed(1) : 'Quote');
  }
});

test('the prerendered page shows the empty list: no count, Add', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/hist6');
  await expect(page.getByRole('banner').getByText('Quote', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to quote list' })).toBeVisible();
  await context.close();
});

test('a product on the list in the Quote dialog links to its page and closes the dialog', async ({
  page,
  allowConsole,
}) => {
  void allowConsole;
  await add(page, '/hist7');
  await visit(page, '/about');
  await quoteButton(page).click();
  await page.getByRole('dialog').getByRole('link', { name: 'DP360 & CS500 workstation' }).click();
  await expect(page).toHaveURL(/\/hist7$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Add to quote list', pressed: true }),
  ).toBeVisible();
});

test('on Russian pages: Russian labels and plurals, Russian names and addresses in the list and the e-mail', async ({
  page,
  allowConsole,
}) => {
  void allowConsole;
  await visit(page, '/ru/hist6');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Добавить в список для запроса КП' }).click();
  await expect(
    main.getByRole('button', { name: 'Добавить в список для запроса КП', pressed: true }),
  ).toBeVisible();
  const button = page.getByRole('banner').getByRole('button', { name: /^Запросить КП/ });
  await expect(button).toHaveAccessibleName(/^Запросить КП\s*1 товар в вашем списке$/);

  const dialog = await openQuote(page, { language: 'Russian' });
  const list = dialog.getByRole('region', { name: 'Ваш список для запроса КП (1)' });
  await expect(list.getByRole('link', { name: 'Криостат 6250' })).toHaveAttribute('href', '/ru/hist6');
  await expect(list).toContainText('Гистология');
  const email = uniqueEmail();
  await dialog.getByLabel('Имя', { exact: true }).fill('Ольга');
  await dialog.getByLabel('Электронная почта', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  let stored: { template_params: Record<string, string> }[] = [];
  await expect
    .poll(async () => {
      stored = (await (
        await page.request.get(outboxUrl(`/__outbox/list?from_email=${encodeURIComponent(email)}`))
      ).json()) as typeof stored;
      return stored.length;
    })
    .toBe(1);
  expect(stored[0]!.template_params).toMatchObject({
    products: 'Криостат 6250: https://ivmmedical.com/ru/hist6',
    language: 'Russian',
    inquiry_type: 'Запрос коммерческого предложения / информации о продукции',
  });
  await expect(button).toHaveAccessibleName('Запросить КП');
});

test(
  'Quote tapped before any script has arrived shows the form with the quote list in the same frame; the scripts then add its links',
  { tag: '@smoke' },
  async ({ page }) => {
    await add(page, '/hist6');
    await add(page, '/bacter5');
    const scripts = await holdScripts(page);
    await openHeld(page, '/about');
    await quoteButton(page).click();
    // The browser opened the dialog by itself; the inline script put the list in it, as text.
    const dialog = page.getByRole('dialog', { name: 'Request a quote' });
    await expect(dialog.getByLabel('Name', { exact: true })).toBeEditable();
    await expect(dialog.getByRole('heading', { name: 'Your quote list (2)' })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText(['6250 Cryostat', 'BIOMIC V3']);
    await dialog.getByLabel('Name', { exact: true }).fill('Amira Haddad');
    await scripts.release();
    await hydrated(page);
    // Once the scripts are in: one list, the full one, and what was typed is kept.
    await expect(dialog.getByRole('link', { name: '6250 Cryostat' })).toHaveAttribute('href', '/hist6');
    await expect(dialog.getByRole('heading', { name: /^Your quote list/ })).toHaveCount(1);
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Amira Haddad');
  },
);

test('Quote tapped while the end of the page is still arriving shows the quote list with the form', async ({
  page,
}) => {
  await add(page, '/hist6');
  const scripts = await holdScripts(page);
  // The dialog has arrived, the rest of the page has not. The page is not parsed yet, so only the
  // tap can fill the list.
  const { arrive } = await holdRestOfPage(page, '/about', (html) => {
    const dialog = html.indexOf('<dialog id="quote"');
    return dialog < 0 ? -1 : html.indexOf('</dialog>', dialog) + '</dialog>'.length;
  });
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.locator('#quote [data-early-quote-list]')).toBeAttached();
  await quoteButton(page).click();
  // Read in one go, as the dialog first shows: open, and its list already in it.
  const shown = await page.evaluate(() => ({
    open: document.querySelector<HTMLDialogElement>('#quote')?.open,
    parsed: document.readyState !== 'loading',
    list: document.querySelector<HTMLElement>('#quote [data-early-quote-list]:not([hidden])')?.innerText,
  }));
  expect(shown).toMatchObject({ open: true, parsed: false });
  expect(shown.list).toContain('6250 Cryostat');
  arrive();
  await scripts.release();
  await hydrated(page);
  await expect(
    page.getByRole('dialog', { name: 'Request a quote' }).getByRole('link', { name: '6250 Cryostat' }),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  for (const path of ['/hist4', '/ru/hist4', '/catalog1']) {
    test(`${path}: Add to quote list changes the button, not the page around it`, async ({ page }) => {
      await visit(page, path);
      // The first product's toggle, whatever it says.
      const toggle = page.getByRole('main').locator('button[data-on]').first();
      await expect(toggle).toHaveAccessibleName(/^(Add to quote list|Добавить в список для запроса КП)/);
      // Its width, where what follows it starts, and the page's height.
      const place = () =>
        toggle.evaluate((button) => {
          const next = button.parentElement?.nextElementSibling ?? button.nextElementSibling;
          return {
            width: button.getBoundingClientRect().width,
            next: next ? next.getBoundingClientRect().top + scrollY : null,
            height: document.documentElement.scrollHeight,
          };
        });
      const before = await place();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(toggle).toHaveAccessibleName(/^(Add to quote list|Добавить в список для запроса КП)/);
      expect(await place()).toEqual(before);
    });
  }
});
