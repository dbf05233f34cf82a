import { company } from '../../src/content/shell/company';
import { expect, hydrated, openQuoteDialog, test } from './fixtures';

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
      'Who holds your data',
      'What the enquiry form collects, and why',
      'How your enquiry reaches us',
      'What your browser keeps on this device',
      'How to clear it',
      'Access, correction and deletion',
    ],
    facts: ['EmailJS', 'outside the UAE', 'no cookies', 'local storage'],
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
      'Кто получает ваши данные',
      'Какие данные собирает форма запроса и зачем',
      'Как запрос доходит до нас',
      'Что браузер хранит на вашем устройстве',
      'Как удалить эти данные',
      'Доступ к данным, исправление и удаление',
    ],
    facts: ['EmailJS', 'за пределами ОАЭ', 'ни файлов cookie', 'локальном хранилище'],
  },
] as const;

for (const notice of notices) {
  test(`${notice.path}: reached from the footer, one h1, a section per question, the company and its e-mail`, async ({
    page,
  }) => {
    await page.goto(notice.home);
    await hydrated(page);
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
    await expect(
      main.getByRole('region', { name: notice.sections[5] }).getByRole('link', { name: company.email }),
    ).toHaveAttribute('href', `mailto:${company.email}`);
  });

  test(`${notice.path}: reached from beside the contact page's form, in the page's language`, async ({
    page,
  }) => {
    await page.goto(notice.contact);
    await hydrated(page);
    const form = page.getByRole('form', { name: notice.form });
    await form.getByRole('link', { name: notice.formLink }).click();
    await expect(page).toHaveURL(new RegExp(`${notice.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.heading);
  });
}

test('the Quote dialog links to the notice too, and closes as the page changes', async ({ page }) => {
  await page.goto('/hist4');
  await hydrated(page);
  const dialog = await openQuoteDialog(page);
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
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6);
  await context.close();
});
