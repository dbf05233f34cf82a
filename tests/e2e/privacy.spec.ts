import { company } from '../../src/content/shell/company';
import type { DeviceStore } from '../../src/i18n/en/pages/privacy';
import { KEPT_FOR_DAYS } from '../../src/shared/outbox/outbox';
import { SEND_SPACING_MS } from '../../src/shared/outbox/send';
import {
  LAST_SEND_KEY,
  OUTBOX_KEY,
  OWNER_KEY,
  QUOTE_LIST_KEY,
  QUOTE_NAMES_KEY,
} from '../../src/lib/storageKeys';
import { enquiry, fill } from './enquiryForm';
import { expect, openQuote, test, visit } from './fixtures';

/**
 * The privacy notice: reachable from every page's footer and from beside every enquiry form, in
 * both languages, with a section for each thing a buyer asks (who holds the data, what is collected,
 * where it goes, what the browser keeps, how to clear it, whom to write to).
 */
const notices = [
  {
    locale: 'en',
    home: '/',
    contact: '/contact',
    path: '/privacy',
    footerLink: 'Privacy notice',
    formLink: 'How we handle your data',
    form: 'Enquiry',
    heading: 'Privacy notice',
    sections: [
      'Who is responsible for your data',
      'What the enquiry form collects, and why',
      'On what legal basis',
      'Who receives it',
      'How long we keep it',
      'What your browser keeps on this device',
      'How to clear it',
      'Your rights',
      'Where to complain',
    ],
    facts: [
      'EmailJS',
      'outside the UAE',
      'no cookies',
      'local storage',
      'Federal Decree-Law No. 45 of 2021',
      'GDPR',
      'UAE Data Office',
      'history of the messages',
    ],
  },
  {
    locale: 'ru',
    home: '/ru/',
    contact: '/ru/contact',
    path: '/ru/privacy',
    footerLink: 'Конфиденциальность',
    formLink: 'Как мы обращаемся с вашими данными',
    form: 'Запрос',
    heading: 'Политика конфиденциальности',
    sections: [
      'Кто отвечает за ваши данные',
      'Какие данные собирает форма запроса и зачем',
      'Правовое основание',
      'Кто получает ваши данные',
      'Как долго мы храним данные',
      'Что браузер хранит на вашем устройстве',
      'Как удалить эти данные',
      'Ваши права',
      'Куда обратиться с жалобой',
    ],
    facts: [
      'EmailJS',
      'за пределами ОАЭ',
      'ни файлов cookie',
      'локальном хранилище',
      'Федеральный декрет-закон № 45 от 2021 года',
      'GDPR',
      'Управление данных ОАЭ',
      'историю писем',
    ],
  },
] as const;

for (const notice of notices) {
  test(`${notice.path}: reached from the footer, one h1, a section per question, the company and its e-mail`, async ({
    page,
  }) => {
    await visit(page, notice.home);
    await page.getByRole('contentinfo').getByRole('link', { name: notice.footerLink }).click();
    await expect(page).toHaveURL(new RegExp(`${notice.path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', notice.locale);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(notice.heading);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([...notice.sections]);
    await expect(main).toContainText(company.legalName);
    await expect(main).toContainText('P.O. Box 390789');
    for (const fact of notice.facts) await expect(main).toContainText(fact);
    for (const section of [notice.sections[0], notice.sections[7]])
      await expect(
        main.getByRole('region', { name: section }).getByRole('link', { name: company.email }),
      ).toHaveAttribute('href', `mailto:${company.email}`);
  });

  test(`${notice.path}: reached from beside the contact page's form, in the page's language`, async ({
    page,
  }) => {
    await visit(page, notice.contact);
    const form = page.getByRole('form', { name: notice.form });
    await form.getByRole('link', { name: notice.formLink }).click();
    await expect(page).toHaveURL(new RegExp(`${notice.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.heading);
  });
}

test('the Quote dialog links to the notice too, and closes as the page changes', async ({ page }) => {
  await visit(page, '/hist4');
  const dialog = await openQuote(page);
  await dialog.getByRole('link', { name: 'How we handle your data' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
});

test('without scripts, the notice is a complete page and the form’s link leads to it', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ru/contact');
  await page
    .getByRole('form', { name: 'Запрос' })
    .getByRole('link', { name: 'Как мы обращаемся с вашими данными' })
    .click();
  await expect(page).toHaveURL(/\/ru\/privacy$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
  await context.close();
});

/** The store each key the code writes belongs to, as the notice's device items name them. */
const STORE_OF_KEY: Record<string, DeviceStore> = {
  [QUOTE_LIST_KEY]: 'quoteList',
  [QUOTE_NAMES_KEY]: 'quoteNames',
  [OUTBOX_KEY]: 'outbox',
  [OWNER_KEY]: 'session',
  [LAST_SEND_KEY]: 'lastSend',
};

test.describe('what the notice says the device keeps is what the site keeps', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after a visit that uses everything, every store on the device is in the notice, with the code’s own figures', async ({
    page,
    context,
  }) => {
    // A visit: a product added to the quote list, an enquiry sent once and one kept offline.
    await visit(page, '/hist4');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByRole('main').getByRole('button', { name: 'Add to quote list' }).first().click();
    await visit(page, '/contact');
    const form = page.getByRole('form', { name: 'Enquiry' });
    await fill(form, enquiry());
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(form.getByRole('status')).toContainText('Your enquiry has been sent');
    await context.setOffline(true);
    await fill(form, enquiry());
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(form.getByRole('status')).toContainText('kept on this device');
    await context.setOffline(false);

    const stored = await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      caches: await caches.keys(),
      databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
      cookies: document.cookie,
    }));
    const stores = new Set<DeviceStore>();
    for (const key of [...stored.local, ...stored.session]) {
      expect(STORE_OF_KEY[key], `${key}: a store the notice does not name`).toBeDefined();
      stores.add(STORE_OF_KEY[key]!);
    }
    expect(stored.caches.length, 'the worker kept the site').toBeGreaterThan(0);
    stores.add('caches');
    expect(stored.databases, 'no IndexedDB: the notice names none').toEqual([]);
    expect(stored.cookies, 'no cookies, as the notice says').toBe('');
    expect([...stores].sort()).toEqual([
      'caches',
      'lastSend',
      'outbox',
      'quoteList',
      'quoteNames',
      'session',
    ]);

    for (const notice of notices) {
      await page.goto(notice.path);
      const items = page.getByRole('region', { name: notice.sections[5] }).getByRole('listitem');
      for (const store of stores)
        await expect(items.and(page.locator(`[data-stores~="${store}"]`))).toHaveCount(1);
    }
    const english = page.getByRole('region', { name: notices[0].sections[5] });
    await page.goto('/privacy');
    await expect(english.locator('[data-stores~="outbox"]')).toContainText(
      `for ${KEPT_FOR_DAYS} days at most`,
    );
    await expect(english.locator('[data-stores~="lastSend"]')).toContainText(
      `at least ${SEND_SPACING_MS / 1000} seconds later`,
    );
    await page.goto('/ru/privacy');
    const russian = page.getByRole('region', { name: notices[1].sections[5] });
    await expect(russian.locator('[data-stores~="outbox"]')).toContainText(`не дольше ${KEPT_FOR_DAYS} дней`);
    await expect(russian.locator('[data-stores~="lastSend"]')).toContainText(
      `через ${SEND_SPACING_MS / 1000} секунд`,
    );
  });
});
