import {
  CONSOLE_ON_FAILURE,
  emptyTexts,
  enquiry,
  expectValues,
  failSends,
  fill,
  lastStored,
  QUOTE,
  sent,
  sentText,
  storedFor,
  reportsReceived,
  uniqueEmail,
} from './enquiryForm';
import { expect, holdSends, hydrated, openQuote, test, visit } from './fixtures';

/** The enquiry form end to end, after the page's scripts have run (before: beforeScripts.spec.ts). */
test.use({ viewport: { width: 1280, height: 900 } });

test.describe('enquiry dialogs', () => {
  test(
    'Quote: the payload carries the three ids and the eight fields exactly as typed; then the fields are empty and the dialog closed',
    { tag: ['@nginx', '@smoke'] },
    async ({ page }) => {
      await visit(page, '/about');
      const trigger = page.getByRole('banner').getByRole('button', { name: 'Quote', exact: true });
      const dialog = await openQuote(page, { ready: true });
      await expect(dialog.getByLabel('Inquiry type')).toHaveValue(QUOTE);
      await expect(dialog.getByLabel('Inquiry type')).toBeFocused();

      const typed = enquiry();
      await fill(dialog, typed);
      await dialog.getByRole('button', { name: 'Send' }).click();

      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Your enquiry has been sent' })).toBeVisible();

      const stored = await lastStored(page, typed.from_email);
      expect(stored.user_id).toBe('local-key');
      expect(stored.service_id).toBe('local-service');
      expect(stored.template_id).toBe('local-template');
      expect(stored.template_params).toEqual(sent(typed));

      // Opened again: nothing of the sent enquiry is left (the quote type is chosen again).
      const again = await openQuote(page, { ready: true });
      await expectValues(again, { ...enquiry({ inquiry_type: QUOTE }), ...emptyTexts() });
    },
  );

  test('the consultation button opens "Get a free consultation.", closes with Close and Escape, and keeps a draft', async ({
    page,
  }) => {
    await visit(page, '/about');
    const trigger = page.getByRole('link', { name: 'Get a free consultation' });
    await trigger.click();
    let dialog = page.getByRole('dialog', { name: 'Get a free consultation.' });
    await expect(dialog.getByLabel('Inquiry type')).toBeFocused();
    await expect(dialog.getByLabel('Inquiry type')).toHaveValue('');
    await dialog.getByLabel('Name', { exact: true }).fill('Olga Petrova');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await trigger.click();
    dialog = page.getByRole('dialog', { name: 'Get a free consultation.' });
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Olga Petrova');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // A full page load starts empty.
    await page.reload();
    await hydrated(page);
    await trigger.click();
    await expect(page.getByRole('dialog').getByLabel('Name', { exact: true })).toHaveValue('');
  });

  for (const [status, advice] of [
    [400, /did not accept it, and trying again will not change that/i],
    [403, /did not accept it, and trying again will not change that/i],
  ] as const) {
    test(`when the service refuses it (${status}), every value is kept, the dialog stays open and an alert says what to do`, async ({
      page,
      allowConsole,
    }) => {
      allowConsole(CONSOLE_ON_FAILURE);
      await visit(page, '/about');
      const sends = await failSends(page, status);
      const dialog = await openQuote(page, { ready: true });
      const typed = enquiry();
      await fill(dialog, typed);
      await dialog.getByRole('button', { name: 'Send' }).click();

      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText('Your enquiry has not been sent.');
      await expect(alert).toContainText(advice);
      await expect(
        alert.getByRole('link', { name: 'E-mail your enquiry to info@ivmmedical.com' }),
      ).toHaveAttribute('href', /^mailto:info@ivmmedical\.com\?/);
      await expect(dialog).toBeVisible();
      await expectValues(dialog, typed);
      await expect(dialog.getByRole('button', { name: 'Send' })).toBeEnabled();
      expect(sends()).toBe(1);
      expect(await storedFor(page, typed.from_email)).toHaveLength(0);
    });
  }

  test(
    'a refusal that waiting will not change (quota spent): not sent, said at once, and the operator finds it in the server’s report log',
    { tag: '@nginx' },
    async ({ page, allowConsole }) => {
      allowConsole(CONSOLE_ON_FAILURE);
      await visit(page, '/about');
      const text = `The monthly limit of requests has been reached ${uniqueEmail()}`;
      let sends = 0;
      await page.route('**/api/v1.0/email/**', (route) => {
        sends += 1;
        return route.fulfill({ status: 426, contentType: 'text/plain', body: text });
      });
      const dialog = await openQuote(page, { ready: true });
      await fill(dialog, enquiry());
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        'Your enquiry has not been sent. The e-mail service did not accept it',
      );
      expect(sends).toBe(1);
      const expected = new URLSearchParams({ kind: 'rejected', status: '426', text }).toString();
      await expect.poll(() => reportsReceived(page)).toContain(expected);
    },
  );

  test('when the network fails, the enquiry is kept on the device as waiting, and Send now delivers it once', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(CONSOLE_ON_FAILURE);
    await visit(page, '/about');
    await page.route('**/api/v1.0/email/**', (route) => route.abort());
    const dialog = await openQuote(page, { ready: true });
    const typed = enquiry();
    await fill(dialog, typed);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('status')).toContainText('kept on this device');
    const waiting = dialog.getByRole('region', { name: 'Kept on this device' }).getByRole('listitem');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText(typed.from_name);
    await expect(waiting).toContainText('while a page of this site is open');
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await page.unrouteAll();
    await waiting.getByRole('button', { name: 'Send now' }).click();
    await expect(dialog.getByRole('status')).toContainText('Your enquiry kept on this device has been sent');
    await expect(waiting).toHaveCount(0);
    expect(await storedFor(page, typed.from_email)).toHaveLength(1);
  });

  test('a double click sends one e-mail', async ({ page }) => {
    await visit(page, '/about');
    // Hold the send back so the second click lands while the first is in flight.
    const held = await holdSends(page);
    const dialog = await openQuote(page, { ready: true });
    const typed = enquiry();
    await fill(dialog, typed);
    const send = dialog.getByRole('button', { name: 'Send' });
    await send.dblclick();
    await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect.poll(() => held.length).toBe(1);
    await Promise.all(held.map((route) => route.continue()));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await storedFor(page, typed.from_email)).toHaveLength(1);
    expect(held).toHaveLength(1);
  });
});

test.describe('/contact', () => {
  test('sends, then empties every field in place and confirms', async ({ page }) => {
    await visit(page, '/contact');
    const form = page.getByRole('form', { name: 'Enquiry' });
    await expectValues(form, { ...enquiry({ inquiry_type: '' }), ...emptyTexts() });
    const typed = enquiry({ inquiry_type: QUOTE });
    await fill(form, typed);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toContainText('Your enquiry has been sent');
    await expectValues(form, { ...enquiry({ inquiry_type: '' }), ...emptyTexts() });
    expect((await lastStored(page, typed.from_email)).template_params).toEqual(sent(typed));
  });

  test('a failure keeps every value and shows the alert', async ({ page, allowConsole }) => {
    allowConsole(CONSOLE_ON_FAILURE);
    await visit(page, '/contact');
    await failSends(page, 400);
    const form = page.getByRole('form', { name: 'Enquiry' });
    const typed = enquiry();
    await fill(form, typed);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toContainText('Your enquiry has not been sent.');
    await expectValues(form, typed);
  });

  test('"Send enquiry" on a product page opens /contact with the product in the message and the quote type chosen', async ({
    page,
  }) => {
    await visit(page, '/bacter1');
    const name = (await page.locator('h1').innerText()).trim();
    await page.getByRole('link', { name: 'Send enquiry' }).click();
    // The product is in the address too: the link works the same before the scripts run.
    await expect(page).toHaveURL(/\/contact\?product=bacter1$/);
    const form = page.getByRole('form', { name: 'Enquiry' });
    await expect(form.getByLabel('Additional information')).toHaveValue(new RegExp(escapeRegExp(name)));
    await expect(form.getByLabel('Additional information')).toHaveValue(/https?:\/\/[^\s)]+\/bacter1\b/);
    await expect(form.getByLabel('Inquiry type')).toHaveValue(QUOTE);
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
  });
});

test.describe('what arrives is what was typed', () => {
  test('a 5000-character message and Arabic, Cyrillic, Devanagari and emoji text arrive byte-identical', async ({
    page,
  }) => {
    await visit(page, '/contact');
    const form = page.getByRole('form', { name: 'Enquiry' });
    const message = 'Лаборатория · नमस्ते दुनिया · مرحبا بالعالم · line\n'.repeat(200).slice(0, 5000);
    expect(message).toHaveLength(5000);
    const typed = enquiry({
      from_name: 'مريم الحداد',
      company_name: 'ООО «Лаборатория Здоровья»',
      company_address: 'नई दिल्ली, भारत',
      company_phone: '+971 ٥٠ ١٢٣ ٤٥٦٧',
      country: 'UAE 🇦🇪 🧪🔬 👩🏽‍🔬',
      message,
    });
    await fill(form, typed);
    await expect(form.getByLabel('Additional information')).toHaveValue(message);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toContainText('Your enquiry has been sent');
    const stored = await lastStored(page, typed.from_email);
    expect(stored.template_params).toEqual(sent(typed));
    expect(Buffer.from(JSON.stringify(stored.template_params))).toEqual(
      Buffer.from(sentText(typed, stored.template_params.enquiry_id)),
    );
  });

  test('<script>alert(1)</script> in every field arrives as text and nothing runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visit(page, '/about');
    const script = '<script>alert(1)</script>';
    const typed = enquiry({
      from_name: script,
      company_name: script,
      company_address: `"><img src=x onerror=alert(1)>${script}`,
      company_phone: script,
      country: script,
      message: `${script}\n<b>bold</b> & ' " </textarea>`,
    });
    const form = await openQuote(page, { ready: true });
    await fill(form, typed);

    // The e-mail field is the browser's own type check: markup is not an address, nothing is sent.
    const email = form.getByLabel('Email', { exact: true });
    await email.fill(script);
    await form.getByRole('button', { name: 'Send' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(form).toBeVisible();

    await email.fill(typed.from_email);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const stored = await lastStored(page, typed.from_email);
    expect(stored.template_params).toEqual(sent(typed));
    expect(dialogs).toEqual([]);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
