import type { Browser, Page } from '@playwright/test';
import { QUOTE_LIST_KEY } from '../../src/lib/storageKeys';
import { lastStored, QUOTE, RU, uniqueEmail } from './enquiryForm';
import { expect, holdScripts, hydrated, openHeld, openQuote, test, visit } from './fixtures';

/**
 * A quote list shared as one link and printed as one sheet: `/contact?list=<ids>` (and
 * `/ru/contact?list=…`), a query on the prerendered contact page.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const IDS = ['hist6', 'bacter5', 'prod3'] as const;

const LANGUAGES = {
  en: {
    prefix: '',
    names: ['6250 Cryostat', 'BIOMIC V3', 'IDC-20'],
    add: 'Add to quote list',
    listRegion: 'Your quote list (3)',
    share: 'Share',
    menu: 'Share options',
    copy: 'Copy link',
    shared: 'Selected for you: 3 products',
    enquire: 'Send an enquiry about these',
    formHeading: 'Your enquiry about the selected products',
    selection: 'Products in this enquiry (3)',
    name: 'Name',
    email: 'Email',
    send: 'Send',
    inquiryType: 'Inquiry type',
    quoteType: QUOTE,
    language: 'English',
  },
  ru: {
    prefix: '/ru',
    names: ['Криостат 6250', 'BIOMIC V3', 'IDC-20'],
    add: 'Добавить в список для запроса КП',
    listRegion: 'Ваш список для запроса КП (3)',
    share: 'Поделиться',
    menu: 'Способы поделиться',
    copy: 'Копировать ссылку',
    shared: 'Подобрано для вас: 3 товара',
    enquire: 'Отправить запрос по этим товарам',
    formHeading: 'Ваш запрос по выбранным товарам',
    selection: 'Товары в этом запросе (3)',
    name: RU.labels.from_name,
    email: RU.labels.from_email,
    send: 'Отправить',
    inquiryType: RU.labels.inquiry_type,
    quoteType: RU.QUOTE,
    language: 'Russian',
  },
} as const;

/** A second visitor: a browser context of their own (own storage), on the same site. */
async function otherVisitor(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('close', () => expect(errors, 'console errors of the second visitor').toEqual([]));
  return page;
}

const storedList = (page: Page) => page.evaluate((key) => localStorage.getItem(key), QUOTE_LIST_KEY);

for (const [lang, L] of Object.entries(LANGUAGES)) {
  test(`${lang}: a list of three shared from one browser opens in another as the three products, and one enquiry sends them; neither visitor's own list changes`, async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    // The manager: three products on the list, then Share in the Quote dialog, Copy link.
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const id of IDS) {
      await visit(page, `${L.prefix}/${id}`);
      await page.getByRole('main').getByRole('button', { name: L.add }).click();
      await expect(page.getByRole('main').getByRole('button', { name: L.add, pressed: true })).toBeVisible();
    }
    const dialog = await openQuote(page, { language: L.language });
    const list = dialog.getByRole('region', { name: L.listRegion });
    await list.getByRole('button', { name: L.share }).click();
    const menu = list.getByRole('group', { name: L.menu });
    await menu.getByRole('button', { name: L.copy }).click();
    await expect(menu.getByRole('status')).not.toBeEmpty();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`https://ivmmedical.com${L.prefix}/contact?list=${IDS.join(',')}`);
    const whatsapp = new URL((await menu.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
    expect(whatsapp.searchParams.get('text')).toMatch(new RegExp(`^3 .+ ${link.replace(/[.?]/g, '\\$&')}$`));

    // The buyer, in another browser: the three, by name and picture, as a proposal.
    const buyer = await otherVisitor(browser, baseURL);
    const url = new URL(link);
    await visit(buyer, url.pathname + url.search);
    await expect(buyer.locator('html')).toHaveAttribute('lang', lang);
    const proposal = buyer.getByRole('region', { name: L.shared });
    for (const name of L.names) await expect(proposal.getByRole('link', { name, exact: true })).toBeVisible();
    const pictures = proposal.getByRole('img');
    await expect(pictures).toHaveCount(3);
    for (const picture of await pictures.all()) {
      await expect(picture).toHaveAttribute('alt', /\S/);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(await storedList(buyer), 'the buyer’s list is not touched by opening the link').toBeNull();

    // One enquiry about these three.
    await proposal.getByRole('button', { name: L.enquire }).click();
    const heading = buyer.getByRole('heading', { name: L.formHeading });
    await expect(heading).toBeFocused();
    const form = buyer.locator('#enquiry-form');
    const inForm = form.getByRole('region', { name: L.selection });
    for (const name of L.names) await expect(inForm.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(form.getByLabel(L.inquiryType)).toHaveValue(L.quoteType);
    const email = uniqueEmail();
    await form.getByLabel(L.name, { exact: true }).fill('Amira Haddad');
    await form.getByLabel(L.email, { exact: true }).fill(email);
    await form.getByRole('button', { name: L.send, exact: true }).click();
    const stored = await lastStored(buyer, email);
    expect(stored.template_params.products).toBe(
      IDS.map((id, i) => `${L.names[i]}: https://ivmmedical.com${L.prefix}/${id}`).join('\n'),
    );
    expect(stored.template_params.inquiry_type).toBe(L.quoteType);
    expect(stored.template_params.language).toBe(L.language);
    expect(await storedList(buyer), 'nothing was merged into the buyer’s list').toBeNull();
    expect(JSON.parse((await storedList(page)) ?? '[]')).toEqual([...IDS]);
    await buyer.context().close();
  });
}

test('"Add all to my list" adds the shared products after the visitor’s own, once each', async ({ page }) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(key, JSON.stringify(['lab1', 'hist6']));
      sessionStorage.setItem('seeded', '1');
    }
  }, QUOTE_LIST_KEY);
  await visit(page, '/contact?list=hist6,bacter5');
  const proposal = page.getByRole('region', { name: 'Selected for you: 2 products' });
  await expect(proposal.getByRole('link', { name: 'BIOMIC V3' })).toBeVisible();
  // Shown, not merged: the form sends the visitor's own list until they choose otherwise.
  expect(JSON.parse((await storedList(page))!)).toEqual(['lab1', 'hist6']);
  await expect(page.getByRole('region', { name: 'Your quote list (2)' })).toBeVisible();
  await proposal.getByRole('button', { name: 'Add all to my list' }).click();
  await expect(proposal.getByRole('status')).toHaveText('They are on your quote list now.');
  expect(JSON.parse((await storedList(page))!)).toEqual(['lab1', 'hist6', 'bacter5']);
  await expect(page.getByRole('region', { name: 'Your quote list (3)' })).toBeVisible();
});

test.describe('bad links are harmless', () => {
  async function open(page: Page, query: string) {
    await page.addInitScript(() => {
      (window as unknown as { injected: number }).injected = 0;
    });
    await visit(page, `/contact${query}`);
    // The page is whole: its one h1, its form; no markup from the query, no script from it ran.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ask question');
    await expect(page.getByRole('form', { name: 'Enquiry' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { injected: number }).injected)).toBe(0);
    return page.getByRole('region', { name: /^(Selected for you|A shared selection)/ });
  }

  test('unknown ids are left out and said so; duplicates count once', async ({ page }) => {
    const proposal = await open(page, '?list=hist6,nope,hist6,HIST4,bacter5,,hist6,prod999');
    await expect(proposal.getByRole('heading')).toHaveText('Selected for you: 2 products');
    await expect(proposal.getByRole('listitem').filter({ has: page.getByRole('link') })).toHaveCount(2);
    await expect(proposal).toContainText('3 items in this link are not in our catalogue and are not shown.');
    // What the link said is never repeated on the page.
    await expect(page.getByText('nope')).toHaveCount(0);
    await expect(page.getByText('prod999')).toHaveCount(0);
  });

  test('markup and script in the query are neither rendered nor run', async ({ page }) => {
    const query = [
      '<img src=x onerror="window.injected=1">',
      '<script>window.injected=1</script>',
      '"><b id=bold>bold</b>',
      'prod3',
    ].join(',');
    const proposal = await open(page, `?list=${encodeURIComponent(query)}`);
    await expect(proposal.getByRole('heading')).toHaveText('Selected for you: 1 product');
    await expect(proposal.getByRole('link', { name: 'IDC-20' })).toBeVisible();
    await expect(proposal).toContainText('3 items in this link are not in our catalogue');
    await expect(page.locator('#bold, img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => [...document.scripts].some((s) => s.text.includes('injected')))).toBe(
      false,
    );
    await expect(page.getByText('bold', { exact: true })).toHaveCount(0);
    await expect(page.getByText('onerror')).toHaveCount(0);
  });

  test('more than 50 entries: only the first 50 are read, and the page says so', async ({ page }) => {
    const junk = Array.from({ length: 60 }, (_, i) => `x${i}`);
    const proposal = await open(page, `?list=hist4,${junk.join(',')},prod1`);
    await expect(proposal.getByRole('heading')).toHaveText('Selected for you: 1 product');
    await expect(proposal).toContainText('49 items in this link are not in our catalogue');
    await expect(proposal).toContainText(
      'This link has more than 50 entries: only the first 50 are taken into account.',
    );
  });

  for (const query of ['?list=', '?list', '?list=,,,', `?list=${'a'.repeat(5000)}`]) {
    test(`"${query.slice(0, 20)}": no products, said so, and the page works`, async ({ page }) => {
      const proposal = await open(page, query);
      await expect(proposal.getByRole('heading')).toHaveText('A shared selection');
      await expect(proposal).toContainText('This link names no product of our catalogue.');
      await expect(proposal.getByRole('button')).toHaveCount(0);
    });
  }

  test('a Russian bad link is answered in Russian', async ({ page }) => {
    await visit(page, '/ru/contact?list=hist6,nope,zzz');
    const proposal = page.getByRole('region', { name: 'Подобрано для вас: 1 товар' });
    await expect(proposal).toContainText(
      'Из ссылки не показаны 2 позиции: таких товаров нет в нашем каталоге.',
    );
  });
});

test('before the scripts a shared link is the contact page with its form; what was typed stays when they load', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  await openHeld(page, '/contact?list=hist6,bacter5,prod3');
  const form = page.getByRole('form', { name: 'Enquiry' });
  await expect(form).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Olga Petrova');
  await form.getByLabel('Additional information').fill('For the new histology room.');
  await scripts.release();
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Selected for you: 3 products' })).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Olga Petrova');
  await expect(form.getByLabel('Additional information')).toHaveValue('For the new histology room.');
  // Enquiring about the selection keeps it too.
  await page.getByRole('button', { name: 'Send an enquiry about these' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Olga Petrova');
  await expect(form.getByLabel('Additional information')).toHaveValue('For the new histology room.');
});

test('in the Quote dialog, Escape closes the list’s share menu first, then the dialog', async ({ page }) => {
  await page.addInitScript((key) => {
    localStorage.setItem(key, JSON.stringify(['hist6']));
    delete (Navigator.prototype as { share?: unknown }).share;
  }, QUOTE_LIST_KEY);
  await visit(page, '/about');
  const dialog = await openQuote(page);
  const share = dialog.getByRole('button', { name: 'Share' });
  await share.click();
  const menu = dialog.getByRole('group', { name: 'Share options' });
  await expect(menu.getByRole('button', { name: 'Copy link' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(share).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
