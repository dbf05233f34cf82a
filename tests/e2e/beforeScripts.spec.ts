import type { Page, Request } from '@playwright/test';
import { QUOTE_LIST_KEY } from '../../src/lib/storageKeys';
import {
  emptyTexts,
  enquiry,
  expectValues,
  fill,
  lastStored,
  QUOTE,
  RU,
  sent,
  storedFor,
  type Enquiry,
} from './enquiryForm';
import {
  expect,
  holdRestOfPage,
  holdScripts,
  hydrated,
  openHeld,
  test,
  turnSaveDataOn,
  visit,
} from './fixtures';

/**
 * The slowest visitor: the prerendered page is on screen seconds before any script file arrives.
 * Each test holds every script back (the boot script too; only the page's inline script runs),
 * types, chooses and taps in that window, then lets the code through. Nothing may be lost, sent empty, sent twice, or sent natively (a
 * reload, a 405 from the server, personal data in the URL).
 */

const SEND_PATH = '/api/v1.0/email/send';

/** Watches the page for what must never happen: a reload, a native form submission, a query string. */
function watch(page: Page) {
  const documents: Request[] = [];
  const sends: Request[] = [];
  page.on('request', (request) => {
    if (request.frame() === page.mainFrame() && request.isNavigationRequest()) documents.push(request);
    if (new URL(request.url()).pathname === SEND_PATH) sends.push(request);
  });
  return {
    sends,
    /** After the first load: no document was requested again, the URL has no query string. */
    expectNoReload: () => {
      expect(
        documents.map((request) => `${request.method()} ${request.url()}`),
        'documents loaded',
      ).toHaveLength(1);
      expect(new URL(page.url()).search, 'query string').toBe('');
    },
  };
}

async function openContact(page: Page, path = '/contact', formName = 'Enquiry') {
  const scripts = await holdScripts(page);
  await openHeld(page, path);
  // The form is on screen, but React is not: nothing has hydrated yet.
  await expect(page.getByRole('form', { name: formName })).toBeVisible();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  return scripts;
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('the enquiry form before the page is interactive', () => {
  test('what was typed and chosen before hydration is still there after it, and can be sent', async ({
    page,
  }) => {
    const seen = watch(page);
    const scripts = await openContact(page);
    const form = page.getByRole('form', { name: 'Enquiry' });
    const typed = enquiry({ inquiry_type: QUOTE });
    await fill(form, typed);
    await scripts.release();
    await hydrated(page);
    await expectValues(form, typed);
    // React owns the fields now: typing goes on from what was there.
    await form.getByLabel('Name', { exact: true }).press('End');
    await form.getByLabel('Name', { exact: true }).pressSequentially(' Jr.');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(`${typed.from_name} Jr.`);
    await form.getByRole('button', { name: 'Send' }).click();
    const stored = await lastStored(page, typed.from_email);
    expect(stored.template_params).toEqual(sent({ ...typed, from_name: `${typed.from_name} Jr.` }));
    seen.expectNoReload();
  });

  test(
    'Send pressed before hydration sends exactly what was typed, once, without leaving the page',
    { tag: ['@nginx', '@smoke'] },
    async ({ page }) => {
      const seen = watch(page);
      const scripts = await openContact(page);
      const form = page.getByRole('form', { name: 'Enquiry' });
      const typed = enquiry();
      await fill(form, typed);
      await form.getByRole('button', { name: 'Send' }).click();
      // Held, not submitted: still the same page, the values in place, nothing sent yet.
      await expectValues(form, typed);
      expect(seen.sends).toHaveLength(0);
      seen.expectNoReload();

      await scripts.release();
      await expect(page.getByRole('status')).toHaveText(/Your enquiry has been sent/);
      const stored = await storedFor(page, typed.from_email);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.template_params).toEqual(sent(typed));
      expect(seen.sends).toHaveLength(1);
      seen.expectNoReload();
    },
  );

  test('/ru/contact: Cyrillic typed and Send pressed before hydration arrive once, as typed, marked Russian', async ({
    page,
  }) => {
    const seen = watch(page);
    const scripts = await openContact(page, '/ru/contact', 'Запрос');
    const form = page.getByRole('form', { name: 'Запрос' });
    const typed = enquiry({
      inquiry_type: RU.QUOTE,
      from_name: 'Ольга Ёлкина',
      country: 'Казахстан',
      message: 'Прошу коммерческое предложение на криостат 6250.',
    });
    await fill(form, typed, RU.labels);
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expectValues(form, typed, RU.labels);
    expect(seen.sends).toHaveLength(0);

    await scripts.release();
    await expect(form.getByRole('status')).toContainText('Ваш запрос отправлен');
    const stored = await storedFor(page, typed.from_email);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.template_params).toEqual(sent(typed, 'Russian'));
    seen.expectNoReload();
  });

  test('Enter in a field before hydration, twice, sends one enquiry with what was typed', async ({
    page,
  }) => {
    const seen = watch(page);
    const scripts = await openContact(page);
    const form = page.getByRole('form', { name: 'Enquiry' });
    const typed = enquiry();
    await fill(form, typed);
    await form.getByLabel('Company name').press('Enter');
    await form.getByLabel('Company name').press('Enter');
    seen.expectNoReload();

    await scripts.release();
    await expect(page.getByRole('status')).toHaveText(/Your enquiry has been sent/);
    expect(await storedFor(page, typed.from_email)).toHaveLength(1);
    expect(seen.sends).toHaveLength(1);
    seen.expectNoReload();
  });

  test('Send with every field empty, before or after hydration, sends nothing and asks for an e-mail or phone', async ({
    page,
  }) => {
    const seen = watch(page);
    const scripts = await openContact(page);
    const form = page.getByRole('form', { name: 'Enquiry' });
    await form.getByRole('button', { name: 'Send' }).click();
    await scripts.release();
    await hydrated(page);
    await expect(form.getByRole('alert')).toHaveText(/Give an e-mail address or a phone number/);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toHaveText(/Give an e-mail address or a phone number/);
    await expect(form.getByLabel('Email', { exact: true })).toBeFocused();
    expect(seen.sends).toHaveLength(0);
    // An e-mail address alone is enough: no single field is required.
    const email = enquiry().from_email;
    await form.getByLabel('Email', { exact: true }).fill(email);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Send' }).click();
    const stored = await lastStored(page, email);
    expect(stored.template_params).toEqual(sent({ inquiry_type: '', ...emptyTexts(), from_email: email }));
    seen.expectNoReload();
  });

  test('a product enquiry: what was typed before hydration stays, the prefill fills only the rest', async ({
    page,
  }) => {
    await visit(page, '/hist4');
    await page.getByRole('link', { name: 'Send enquiry' }).first().click();
    await expect(page).toHaveURL(/\/contact\?product=hist4$/);
    const form = page.getByRole('form', { name: 'Enquiry' });
    await expect(form.getByLabel('Additional information')).toHaveValue(/HP300 Plus Tissue Processor/);

    // The visitor comes back to this tab later: the page loads again (with its history state), slowly.
    const seen = watch(page);
    const scripts = await holdScripts(page);
    await openHeld(page);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    const typed: Partial<Enquiry> = {
      from_name: 'Dmitri Volkov',
      company_name: 'Ashgabat Central Lab',
      from_email: enquiry().from_email,
    };
    await form.getByLabel('Name', { exact: true }).fill(typed.from_name ?? '');
    await form.getByLabel('Company name').fill(typed.company_name ?? '');
    await form.getByLabel('Email', { exact: true }).fill(typed.from_email ?? '');
    await scripts.release();
    await hydrated(page);

    await expect(page.getByRole('heading', { name: /Your enquiry about the HP300 Plus/ })).toBeVisible();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue(typed.from_name ?? '');
    await expect(form.getByLabel('Company name')).toHaveValue(typed.company_name ?? '');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue(typed.from_email ?? '');
    await expect(form.getByLabel('Inquiry type')).toHaveValue(QUOTE);
    await expect(form.getByLabel('Additional information')).toHaveValue(/HP300 Plus Tissue Processor/);

    await form.getByRole('button', { name: 'Send' }).click();
    const stored = await lastStored(page, typed.from_email ?? '');
    expect(stored.template_params).toMatchObject({ ...typed, inquiry_type: QUOTE });
    expect(String(stored.template_params.message)).toMatch(/HP300 Plus Tissue Processor/);
    expect(seen.sends).toHaveLength(1);
  });
});

test.describe('a tap before the page is interactive does its one job, once', () => {
  test('Quote tapped before the page has arrived as far as its dialog opens the dialog once it has, without any script', async ({
    page,
  }) => {
    // A slow network delivers the page in parts: the header (and Quote) is on screen while the end
    // of the page, where the Quote dialog is, has not arrived. A script the parser must wait for,
    // put just before the dialog and held, stands for the rest of the page still on its way.
    const scripts = await holdScripts(page);
    const { arrive } = await holdRestOfPage(page, '/hist4', (html) => html.indexOf('<dialog id="quote"'));
    await page.goto('/hist4', { waitUntil: 'commit' });
    const quote = page.getByRole('banner').getByRole('button', { name: /^Quote/ });
    await expect(quote).toBeVisible();
    await expect(page.locator('#quote')).toHaveCount(0);
    await quote.click();
    arrive();
    const dialog = page.getByRole('dialog', { name: 'Request a quote' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    await dialog.getByRole('textbox').first().fill('Dr. Early');
    await scripts.release();
    await hydrated(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toHaveValue('Dr. Early');
    await expect(page.locator('dialog[open]')).toHaveCount(1);
  });

  test("'Add to quote list' on a product page adds it, once", async ({ page }) => {
    const scripts = await holdScripts(page);
    await openHeld(page, '/ru/hist4');
    await page.getByRole('button', { name: 'Добавить в список для запроса КП' }).click();
    await scripts.release();
    await hydrated(page);
    await expect(
      page.getByRole('button', { name: 'Добавить в список для запроса КП', pressed: true }),
    ).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), QUOTE_LIST_KEY)).toContain('hist4');
    await expect(page.getByRole('banner').getByText('1 товар в вашем списке')).toBeAttached();
  });

  test('the search shortcut pressed before the page is interactive opens search once it is', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await openHeld(page, '/hist4');
    await page.locator('body').press('/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await scripts.release();
    await expect(page.getByRole('dialog', { name: 'Search products' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Product, model, maker/ })).toBeFocused();
  });

  test("a 'More Products' card on /catalogs opens its dialog", async ({ page }) => {
    const scripts = await holdScripts(page);
    await openHeld(page, '/catalogs');
    await page
      .getByRole('button', { name: /Ask about this range/ })
      .first()
      .click();
    await scripts.release();
    await expect(page.getByRole('dialog', { name: 'More Products' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('the Company menu opens once (a tap does not open and close it)', async ({ page }) => {
    const scripts = await holdScripts(page);
    await openHeld(page, '/services');
    const company = page.getByRole('banner').getByRole('button', { name: 'Company' });
    await company.click();
    await scripts.release();
    await hydrated(page);
    await expect(company).toHaveAttribute('aria-expanded', 'true');
  });

  test('pagination goes to page 2 of a list', async ({ page }) => {
    const scripts = await holdScripts(page);
    await openHeld(page, '/catalog1');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await scripts.release();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the partner carousel pauses', async ({ page }) => {
    const scripts = await holdScripts(page);
    await openHeld(page, '/');
    await page.getByRole('button', { name: 'Pause partner carousel' }).click();
    await scripts.release();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Play partner carousel' })).toBeVisible();
  });

  // Neither visitor gets a video or a carousel that starts by itself, so their buttons offer Play
  // from the start.
  const noAutoplay: { setting: string; apply: (page: Page) => Promise<void> }[] = [
    { setting: 'reduced motion', apply: (page) => page.emulateMedia({ reducedMotion: 'reduce' }) },
    { setting: 'Save-Data on', apply: turnSaveDataOn },
  ];
  // Each button, and what shows that the tap held before the scripts started it.
  const motionButtons: { what: string; name: string; started?: (page: Page) => Promise<boolean> }[] = [
    {
      what: 'the hero button',
      name: 'video',
      started: (page) => page.locator('video').evaluate((video: HTMLVideoElement) => !video.paused),
    },
    { what: 'the partner carousel', name: 'partner carousel' },
  ];
  for (const { setting, apply } of noAutoplay) {
    for (const { what, name, started } of motionButtons) {
      test(`with ${setting} ${what} offers Play before the scripts run, and a tap on it plays`, async ({
        page,
      }) => {
        await apply(page);
        const scripts = await holdScripts(page);
        await openHeld(page, '/');
        const play = page.getByRole('button', { name: `Play ${name}` });
        await expect(play).toBeVisible();
        await expect(page.getByRole('button', { name: `Pause ${name}` })).toHaveCount(0);
        await play.click();
        await scripts.release();
        await hydrated(page);
        await expect(page.getByRole('button', { name: `Pause ${name}` })).toBeVisible();
        if (started) await expect.poll(() => started(page)).toBe(true);
      });
    }
  }

  test('the hero video, paused before it started, stays paused', async ({ page }) => {
    const scripts = await holdScripts(page);
    await openHeld(page, '/');
    await page.getByRole('button', { name: 'Pause video' }).click();
    await scripts.release();
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    await expect
      .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.paused))
      .toBe(true);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the menu once', async ({ page }) => {
    const scripts = await holdScripts(page);
    await openHeld(page, '/brands');
    const menu = page.getByRole('banner').getByRole('button', { name: /menu/i });
    await menu.click();
    await scripts.release();
    await hydrated(page);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }),
    ).toBeVisible();
  });
});

test.describe('typed while the page wakes', () => {
  const ROUNDS = 6;
  const WORDS = 'Early Typist ';

  test('letters typed in Quote while the scripts arrive and the page hydrates are all kept, at 4x CPU', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    for (let round = 1; round <= ROUNDS; round += 1) {
      // A fresh profile each round: no draft, code or worker kept from the last.
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const scripts = await holdScripts(page);
        await openHeld(page, '/hist4');
        await page.locator('header button[commandfor="quote"]').click();
        const name = page.locator('#quote [name="from_name"]');
        await name.click();
        let typed = '';
        let before = 0;
        const typeOne = async () => {
          const letter = WORDS[typed.length % WORDS.length] ?? ' ';
          // Pressed on whatever has the focus, as a buyer types: a field that lost it loses the letter.
          await page.keyboard.type(letter);
          typed += letter;
        };
        for (let i = 0; i < 3; i += 1) await typeOne();
        const released = scripts.release();
        for (let after = 0; after < 3 && typed.length < 150;) {
          await typeOne();
          if (await page.evaluate(() => document.documentElement.dataset.hydrated === 'true')) after += 1;
          else before = typed.length;
        }
        await released;
        await hydrated(page);
        await expect(name, `round ${round}: ${before} letters typed before hydration`).toHaveValue(typed);
        await expect(name).toBeFocused();
        await expect(page.locator('dialog#quote')).toHaveJSProperty('open', true);
      } finally {
        await context.close();
      }
    }
  });
});
