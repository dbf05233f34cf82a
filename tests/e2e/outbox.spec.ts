import type { BrowserContext, Page } from '@playwright/test';
import { OUTBOX_KEY } from '../../src/lib/storageKeys';
import {
  CONSOLE_ON_FAILURE,
  enquiry,
  expectValues,
  failSends,
  fill,
  storedFor,
  uniqueEmail,
} from './enquiryForm';
import { expect, hydrated, openQuote, test, visit } from './fixtures';

/**
 * An enquiry is never lost and never sent twice: sent offline (or failing on the network, with no
 * answer, or to a busy service) it waits on the device, shown as such, and goes by itself while a
 * page of the site is open, under its one id and never two attempts at once; a refusal is never
 * retried by itself; another visitor of the device sees that something waits, not what.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const waitingIn = (page: Page) =>
  page.getByRole('region', { name: 'Kept on this device' }).first().getByRole('listitem');

/** Counts the sends that leave the page (each attempt, whatever its answer). */
async function countSends(page: Page): Promise<() => number> {
  let sends = 0;
  await page.route('**/api/v1.0/email/send', async (route) => {
    sends += 1;
    await route.continue();
  });
  return () => sends;
}

test('sent offline: kept on the device, shown as waiting, and Cancel takes it back for good', async ({
  page,
  context,
}) => {
  await visit(page, '/about');
  const sends = await countSends(page);
  const dialog = await openQuote(page, { ready: true });
  const typed = enquiry();
  await fill(dialog, typed);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(dialog.getByRole('status')).toContainText('kept on this device');
  const waiting = waitingIn(page);
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(typed.from_name);
  await expect(waiting).toContainText(
    'Waiting. It goes by itself while a page of this site is open and the connection works.',
  );
  await waiting.getByRole('button', { name: 'Cancel' }).click();
  await expect(waiting).toHaveCount(0);

  // Back online, nothing goes: not now, not from the next page.
  await context.setOffline(false);
  await page.reload();
  await hydrated(page);
  await openQuote(page, { ready: true });
  await expect(waitingIn(page)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
  expect(sends()).toBe(0);
  expect(await storedFor(page, typed.from_email)).toHaveLength(0);
});

/** Opens /contact, fills the form and presses Send offline: the enquiry is kept on the device. */
async function keptOffline(page: Page, context: BrowserContext) {
  await visit(page, '/contact');
  const form = page.getByRole('form', { name: 'Enquiry' });
  const typed = enquiry();
  await fill(form, typed);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('kept on this device');
  await expect(waitingIn(page)).toHaveCount(1);
  return { form, typed };
}

test('sent offline, then back online: delivered once, by itself, and the page says so', async ({
  page,
  context,
}) => {
  const { form, typed } = await keptOffline(page, context);

  await context.setOffline(false);
  await expect(form.getByRole('status')).toContainText('Your enquiry kept on this device has been sent');
  await expect(waitingIn(page)).toHaveCount(0);
  const stored = await storedFor(page, typed.from_email);
  expect(stored).toHaveLength(1);
  expect(stored[0]!.template_params.enquiry_id).toEqual(expect.any(String));
});

test('kept on one page, delivered once from the pages opened later, two at once', async ({
  page,
  context,
}) => {
  await visit(page, '/about');
  const dialog = await openQuote(page, { ready: true });
  const typed = enquiry();
  await fill(dialog, typed);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(waitingIn(page)).toHaveCount(1);
  await page.close();

  await context.setOffline(false);
  const [first, second] = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all([first!.goto('/hist4'), second!.goto('/ru/contact')]);
  await expect.poll(async () => (await storedFor(first!, typed.from_email)).length).toBe(1);
  await expect.poll(() => first!.evaluate((key) => localStorage.getItem(key), OUTBOX_KEY)).toBeNull();
  await hydrated(first!);
  await hydrated(second!);
  expect(await storedFor(first!, typed.from_email)).toHaveLength(1);
});

/** Watches the sends that leave the page: their enquiry ids, and the most ever in flight at once. */
function watchSends(page: Page): { ids: string[]; inFlight: () => number; most: () => number } {
  const ids: string[] = [];
  let open = 0;
  let most = 0;
  const isSend = (url: string) => url.includes('/api/v1.0/email/send');
  page.on('request', (request) => {
    if (!isSend(request.url())) return;
    ids.push(
      (JSON.parse(request.postData() ?? '{}') as { template_params: { enquiry_id: string } }).template_params
        .enquiry_id,
    );
    open += 1;
    most = Math.max(most, open);
  });
  const done = (request: { url: () => string }) => {
    if (isSend(request.url())) open -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { ids, inFlight: () => open, most: () => most };
}

test('a send that hangs: kept after 20 s, no second attempt while the first hangs, then, once the network ends it (30 s), sent again under the same id', async ({
  page,
  allowConsole,
}) => {
  allowConsole(/Enquiry not sent|Failed to load resource|ERR_TIMED_OUT/);
  // The one test whose network really hangs: 30 s of it.
  test.setTimeout(90_000);
  await page.clock.install();
  await visit(page, '/about');
  const sends = watchSends(page);
  // The SDK's request cannot be called back: the first hangs until the network gives up on it.
  let attempts = 0;
  let ended: () => void = () => undefined;
  const end = new Promise<void>((resolve) => (ended = resolve));
  await page.route('**/api/v1.0/email/send', async (route) => {
    attempts += 1;
    if (attempts > 1) return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.abort('timedout');
    ended();
  });
  const dialog = await openQuote(page, { ready: true });
  const typed = enquiry();
  await fill(dialog, typed);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expect.poll(() => sends.ids.length).toBe(1);

  await page.clock.fastForward(19_000);
  await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await page.clock.fastForward(1_000);
  await expect(dialog.getByRole('status')).toContainText('did not answer in time');
  await expect(dialog.getByRole('status')).toContainText('kept on this device');
  await expect(waitingIn(page)).toContainText(typed.from_name);
  // While it hangs, however long the page waits, no second attempt starts.
  await page.clock.fastForward(60_000);
  expect(sends.ids).toHaveLength(1);

  await end;
  await expect.poll(() => sends.inFlight()).toBe(0);
  await page.clock.fastForward(10_000);
  await expect(dialog.getByRole('status')).toContainText('Your enquiry kept on this device has been sent');
  expect(sends.ids).toEqual([sends.ids[0], sends.ids[0]]);
  expect(sends.most()).toBe(1);
  const stored = await storedFor(page, typed.from_email);
  expect(stored.map((one) => one.template_params.enquiry_id)).toEqual([sends.ids[0]]);
});

for (const status of [429, 500] as const) {
  test(`a busy service (${status}) is asked again by itself after the spacing: delivered once, nothing lost`, async ({
    page,
    allowConsole,
  }) => {
    allowConsole(CONSOLE_ON_FAILURE);
    await page.clock.install();
    await visit(page, '/contact');
    const sends = watchSends(page);
    let attempts = 0;
    await page.route('**/api/v1.0/email/send', async (route) => {
      attempts += 1;
      if (attempts > 1) return route.fallback();
      return route.fulfill({
        status,
        contentType: 'text/plain',
        body: status === 429 ? 'Too Many Requests' : 'Internal Server Error',
      });
    });
    const form = page.getByRole('form', { name: 'Enquiry' });
    const typed = enquiry();
    await fill(form, typed);
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(form.getByRole('status')).toContainText('The e-mail service is busy');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(waitingIn(page)).toHaveCount(1);

    // Not before the spacing, then once.
    await page.clock.fastForward(9_000);
    expect(sends.ids).toHaveLength(1);
    await page.clock.fastForward(2_000);
    await expect(form.getByRole('status')).toContainText('Your enquiry kept on this device has been sent');
    expect(sends.ids).toEqual([sends.ids[0], sends.ids[0]]);
    expect(await storedFor(page, typed.from_email)).toHaveLength(1);
  });
}

test('a service that refuses for ever (500): after 3 attempts, within 3 minutes, the form and the list say it has not been sent, with the e-mail link and Copy; each refusal is reported', async ({
  page,
  context,
  allowConsole,
}) => {
  allowConsole(CONSOLE_ON_FAILURE);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await visit(page, '/contact');
  const sends = watchSends(page);
  const text = `Internal Server Error ${uniqueEmail()}`;
  await page.route('**/api/v1.0/email/send', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: text }),
  );
  const form = page.getByRole('form', { name: 'Enquiry' });
  const typed = enquiry();
  await fill(form, typed);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('The e-mail service is busy');
  await page.clock.fastForward(10_000);
  await expect.poll(() => sends.ids.length).toBe(2);
  await page.clock.fastForward(20_000);
  await expect.poll(() => sends.ids.length).toBe(3);

  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Your enquiry has not been sent. The e-mail service kept failing.');
  const kept = waitingIn(page);
  await expect(kept).toContainText('Not sent. The e-mail service kept failing.');
  await expect(form.getByRole('status')).not.toContainText('kept on this device and goes');
  const link = kept.getByRole('link', { name: 'E-mail your enquiry to info@ivmmedical.com' });
  const href = (await link.getAttribute('href')) ?? '';
  const mail = new URLSearchParams(href.slice(href.indexOf('?') + 1));
  expect(mail.get('subject')).toBe(`${typed.inquiry_type} (${sends.ids[0]})`);
  for (const value of [typed.from_name, typed.from_email, typed.company_phone, typed.message])
    expect(mail.get('body')).toContain(value);
  expect(mail.get('body')).toContain(`Enquiry reference: ${sends.ids[0]}`);
  await kept.getByRole('button', { name: 'Copy the enquiry' }).click();
  await expect(kept).toContainText('The enquiry is copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(mail.get('body'));

  // Not tried again by itself; the company heard of each refusal, and of nothing typed.
  await page.clock.fastForward(10 * 60_000);
  expect(sends.ids).toHaveLength(3);
  const reports = (await (await page.request.get('/__outbox/reports')).json()) as string[];
  const ours = reports.filter((query) => new URLSearchParams(query).get('text') === text);
  expect(ours).toHaveLength(3);
  for (const query of ours) {
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      kind: 'unavailable',
      status: '500',
      text,
    });
    expect(query).not.toContain(encodeURIComponent(typed.from_name));
  }
});

test('a shared device: the next visitor sees that an enquiry waits, never whose or what it says', async ({
  page,
  context,
}) => {
  const { typed } = await keptOffline(page, context);
  await expect(waitingIn(page)).toContainText(typed.from_name);
  await page.close();

  // The next visitor opens the site on the same device, in a tab of their own, while the service
  // is out of reach.
  await context.route('**/api/v1.0/email/send', (route) => route.abort());
  await context.setOffline(false);
  const next = await context.newPage();
  await next.clock.install();
  await visit(next, '/contact');
  const kept = next
    .getByRole('form', { name: 'Enquiry' })
    .getByRole('region', { name: 'Kept on this device' });
  await expect(kept).toContainText('An enquiry from this device is waiting to be sent.');
  for (const detail of [typed.from_name, typed.from_email, typed.company_name, typed.message])
    await expect(kept).not.toContainText(detail);
  await expect(kept.getByRole('button')).toHaveCount(0);
  await expect(next.getByRole('main')).not.toContainText(typed.from_email);

  // It still goes, once, when the service can be reached.
  await context.unrouteAll();
  await next.clock.fastForward(10_000);
  await expect.poll(async () => (await storedFor(next, typed.from_email)).length).toBe(1);
  await expect(kept).toHaveCount(0);
});

test('an error answer is never sent again by itself, not even when the connection comes back', async ({
  page,
  context,
  allowConsole,
}) => {
  allowConsole(CONSOLE_ON_FAILURE);
  await visit(page, '/contact');
  const sends = await failSends(page, 400);
  const form = page.getByRole('form', { name: 'Enquiry' });
  const typed = enquiry();
  await fill(form, typed);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(waitingIn(page)).toHaveCount(1);

  // Back online it goes, and the service refuses it: said, with today's advice, and kept to decide on.
  await context.setOffline(false);
  await expect(waitingIn(page)).toContainText(
    'Not sent. The e-mail service did not accept it, and trying again will not change that.',
  );
  expect(sends()).toBe(1);

  // The connection drops and comes back, a page opens later: nothing is sent again.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.reload();
  await hydrated(page);
  await expect(waitingIn(page)).toContainText('Not sent.');
  expect(sends()).toBe(1);
  expect(await storedFor(page, typed.from_email)).toHaveLength(0);
});

test('an error answer to the form’s own send stays in the form, is not kept, and is not sent again when back online', async ({
  page,
  context,
  allowConsole,
}) => {
  allowConsole(CONSOLE_ON_FAILURE);
  await visit(page, '/about');
  const sends = await failSends(page, 400);
  const dialog = await openQuote(page, { ready: true });
  const typed = enquiry();
  await fill(dialog, typed);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('The e-mail service did not accept it');
  await expectValues(dialog, typed);
  await expect(waitingIn(page)).toHaveCount(0);

  await context.setOffline(true);
  await context.setOffline(false);
  await page.reload();
  await hydrated(page);
  await openQuote(page, { ready: true });
  await expect(waitingIn(page)).toHaveCount(0);
  expect(sends()).toBe(1);
});

test('with storage that throws (site data blocked), the e-mail code loads and the enquiry is sent', async ({
  page,
}) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`Access to '${name}' is denied for this document.`, 'SecurityError');
        },
      });
    }
  });
  await visit(page, '/contact');
  const form = page.getByRole('form', { name: 'Enquiry' });
  const typed = enquiry();
  await fill(form, typed);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('Your enquiry has been sent');
  expect(await storedFor(page, typed.from_email)).toHaveLength(1);
});
