import {
  CONSOLE_ON_FAILURE,
  enquiry,
  expectValues,
  failSends,
  fill,
  lastStored,
  RU,
  sent,
  sentText,
} from './enquiryForm';
import { expect, openQuote, test, visit } from './fixtures';

/** The enquiry form on Russian pages: Russian labels and messages; what arrives says 'Russian'. */
test.use({ viewport: { width: 1280, height: 900 } });

const empty = {
  inquiry_type: '',
  from_name: '',
  company_name: '',
  company_address: '',
  company_phone: '',
  from_email: '',
  country: '',
  message: '',
};

test('/ru/contact: Cyrillic text arrives byte-identical, with the Russian inquiry type and language "Russian"', async ({
  page,
}) => {
  await visit(page, '/ru/contact');
  const form = page.getByRole('form', { name: 'Запрос' });
  await expectValues(form, empty, RU.labels);
  await expect(form.getByLabel(RU.labels.inquiry_type).locator('option')).toHaveText([
    RU.labels.inquiry_type,
    RU.QUOTE,
    RU.SUPPORT,
  ]);
  const typed = enquiry({
    inquiry_type: RU.QUOTE,
    from_name: 'Ольга Ёлкина-Щукина',
    company_name: 'ООО «Лаборатория Здоровья»',
    company_address: 'ул. Большая Дмитровка, д. 7/5, стр. 1, Москва',
    company_phone: '+7 (495) 123-45-67',
    country: 'Россия',
    message:
      'Здравствуйте! Прошу прислать коммерческое предложение на криостат 6250 и LTS-3000B.\nЁжик, щётка, «кавычки» — тире…',
  });
  await fill(form, typed, RU.labels);
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form.getByRole('status')).toContainText('Ваш запрос отправлен');
  await expectValues(form, empty, RU.labels);

  const stored = await lastStored(page, typed.from_email);
  expect(stored.template_params).toEqual(sent(typed, 'Russian'));
  expect(stored.template_params.inquiry_type).toBe(
    'Запрос коммерческого предложения / информации о продукции',
  );
  expect(stored.template_params.language).toBe('Russian');
  expect(Buffer.from(JSON.stringify(stored.template_params))).toEqual(
    Buffer.from(sentText(typed, stored.template_params.enquiry_id, 'Russian')),
  );
});

test('/ru/contact: an empty form asks in Russian for a way to answer; a failure is explained in Russian and keeps the text', async ({
  page,
  allowConsole,
}) => {
  allowConsole(CONSOLE_ON_FAILURE);
  await visit(page, '/ru/contact');
  const form = page.getByRole('form', { name: 'Запрос' });
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'Укажите адрес электронной почты или номер телефона, чтобы мы могли вам ответить.',
  );
  await expect(form.getByLabel(RU.labels.from_email)).toBeFocused();
  await expect(form.getByLabel(RU.labels.from_email)).toHaveAttribute('aria-invalid', 'true');

  await failSends(page, 400);
  const typed = enquiry({ inquiry_type: RU.SUPPORT, from_name: 'Иван', message: 'Не работает центрифуга.' });
  await fill(form, typed, RU.labels);
  await form.getByRole('button', { name: 'Отправить' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Ваш запрос не отправлен.');
  await expect(alert).toContainText('Всё, что вы ввели, сохранено в форме.');
  const mailto = decodeURIComponent((await alert.getByRole('link').getAttribute('href'))!);
  expect(mailto).toContain(`subject=${RU.SUPPORT}`);
  expect(mailto).toContain('Имя: Иван');
  await expectValues(form, typed, RU.labels);
});

test('the Russian Quote dialog: Russian title and labels, the Russian quote type chosen; English pages still send "English"', async ({
  page,
}) => {
  await visit(page, '/ru/about');
  const dialog = await openQuote(page, { language: 'Russian' });
  await expect(dialog.getByLabel(RU.labels.inquiry_type)).toHaveValue(RU.QUOTE);
  const typed = enquiry({ inquiry_type: RU.QUOTE, from_name: 'Пётр', message: 'Цена?' });
  await fill(dialog, typed, RU.labels);
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Ваш запрос отправлен' })).toBeVisible();
  expect((await lastStored(page, typed.from_email)).template_params).toEqual(sent(typed, 'Russian'));
});

test('"Отправить запрос" on a Russian product page prefills /ru/contact in Russian', async ({ page }) => {
  await visit(page, '/ru/hist6');
  const name = (await page.locator('h1').innerText()).trim();
  await page.getByRole('link', { name: 'Отправить запрос' }).click();
  await expect(page).toHaveURL(/\/ru\/contact\?product=hist6$/);
  const form = page.getByRole('form', { name: 'Запрос' });
  await expect(form.getByLabel(RU.labels.inquiry_type)).toHaveValue(RU.QUOTE);
  const message = form.getByLabel(RU.labels.message);
  await expect(message).toHaveValue(/^Прошу предоставить подробную информацию о товаре «/);
  await expect(message).toHaveValue(new RegExp(`«${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}»`));
  await expect(message).toHaveValue(/https?:\/\/[^\s)]+\/ru\/hist6\b/);
});
