import type { Page } from '@playwright/test';
import {
  CONSOLE_ON_FAILURE,
  enquiry,
  expectValues,
  failSends,
  fill,
  openQuote,
  storedFor,
} from './enquiryForm';
import { expect, holdSends, hydrated, test } from './fixtures';

/**
 * An enquiry is never lost and never sent twice: sent offline (or failing on the network) it waits
 * on the device, shown as such, and goes by itself once the connection is back, on this page or the
 * next one opened; a send with no answer is given up; an error answer is never retried by itself.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const waitingIn = (page: Page) =>
  page.getByRole('region', { name: 'Waiting to be sent' }).first().getByRole('listitem');

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
  await page.goto('/about');
  await hydrated(page);
  const sends = await countSends(page);
  const dialog = await openQuote(page);
  const typed = enquiry();
  await fill(dialog, typed);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();

  await expect(dialog.getByRole('status')).toContainText('It is kept on this device');
  const waiting = waitingIn(page);
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(typed.from_name);
  await expect(waiting).toContainText(
    'Waiting to be sent. It will go once the connection is back and a page of this site is open.',
  );
  await waiting.getByRole('button', { name: 'Cancel' }).click();
  await expect(waiting).toHaveCount(0);

  // Back online, nothing goes: not now, not from the next page.
  await context.setOffline(false);
  await page.reload();
  await hydrated(page);
  await openQuote(page);
  await expect(waitingIn(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('ivm.outbox.v1'))).toBeNull();
  expect(sends()).toBe(0);
  expect(await storedFor(page, typed.from_email)).toHaveLength(0);
});

test('sent offline, then back online: delivered once, by itself, and the page says so', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Enquiry' });
  const typed = enquiry();
  await fill(form, typed);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('It is kept on this device');
  await expect(waitingIn(page)).toHaveCount(1);

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
  await page.goto('/about');
  await hydrated(page);
  const dialog = await openQuote(page);
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
  await expect.poll(() => first!.evaluate(() => localStorage.getItem('ivm.outbox.v1'))).toBeNull();
  await hydrated(first!);
  await hydrated(second!);
  expect(await storedFor(first!, typed.from_email)).toHaveLength(1);
});

test('a send that is never answered is given up after 20 s: the visitor is told, every field kept, Send works again', async ({
  page,
  allowConsole,
}) => {
  allowConsole(CONSOLE_ON_FAILURE);
  await page.clock.install();
  await page.goto('/about');
  await hydrated(page);
  const held = await holdSends(page);
  const dialog = await openQuote(page);
  const typed = enquiry();
  await fill(dialog, typed);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await expect.poll(() => held.length).toBe(1);

  await page.clock.fastForward(19_000);
  await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  await page.clock.fastForward(1_000);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Your enquiry was not sent.');
  await expect(alert).toContainText('did not answer within 20 seconds');
  await expectValues(dialog, typed);
  await expect(waitingIn(page)).toHaveCount(0);

  // That attempt never arrives; the service answers again.
  await held[0]!.abort();
  await page.unrouteAll();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const stored = await storedFor(page, typed.from_email);
  expect(stored).toHaveLength(1);
  // The same enquiry, under the id of the attempt given up: a duplicate would show.
  expect(stored[0]!.template_params.enquiry_id).toBe(
    (JSON.parse(held[0]!.request().postData()!) as { template_params: { enquiry_id: string } })
      .template_params.enquiry_id,
  );
});

test('an error answer is never sent again by itself, not even when the connection comes back', async ({
  page,
  context,
  allowConsole,
}) => {
  allowConsole(CONSOLE_ON_FAILURE);
  await page.goto('/contact');
  await hydrated(page);
  const sends = await failSends(page, 400);
  const form = page.getByRole('form', { name: 'Enquiry' });
  const typed = enquiry();
  await fill(form, typed);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(waitingIn(page)).toHaveCount(1);

  // Back online it goes, and the service refuses it: said, with today's advice, and kept to decide on.
  await context.setOffline(false);
  await expect(waitingIn(page)).toContainText('Not sent. The e-mail service did not accept the enquiry.');
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
  await page.goto('/about');
  await hydrated(page);
  const sends = await failSends(page, 400);
  const dialog = await openQuote(page);
  const typed = enquiry();
  await fill(dialog, typed);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('The e-mail service did not accept the enquiry.');
  await expectValues(dialog, typed);
  await expect(waitingIn(page)).toHaveCount(0);

  await context.setOffline(true);
  await context.setOffline(false);
  await page.reload();
  await hydrated(page);
  await openQuote(page);
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
  await page.goto('/contact');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Enquiry' });
  const typed = enquiry();
  await fill(form, typed);
  await form.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(form.getByRole('status')).toContainText('Your enquiry has been sent');
  expect(await storedFor(page, typed.from_email)).toHaveLength(1);
});
