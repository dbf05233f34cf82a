import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

/** Sharing a product page: always the canonical address, never tracking parameters. */

test.use({ viewport: { width: 1280, height: 900 } });

async function canonical(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toMatch(/^https:\/\/[^?#]+\/hist6$/);
  return href!;
}

test.describe('without the Web Share API', () => {
  test.beforeEach(async ({ page, context }) => {
    await page.addInitScript(() => {
      // Headless desktop Chromium may or may not have it: take it away.
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('Copy link puts the canonical address on the clipboard and says so; WhatsApp and e-mail carry it; the QR code appears', async ({
    page,
    allowConsole,
  }) => {
    void allowConsole;
    await visit(page, '/hist6?utm_source=newsletter');
    const url = await canonical(page);
    const share = page.getByRole('main').getByRole('button', { name: 'Share' });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('group', { name: 'Share options' });

    await menu.getByRole('button', { name: 'Copy link' }).click();
    await expect(menu.getByRole('status')).toHaveText('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const whatsapp = new URL((await menu.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`6250 Cryostat ${url}`);

    const mail = (await menu.getByRole('link', { name: 'E-mail' }).getAttribute('href'))!;
    expect(mail.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(mail.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('6250 Cryostat');
    expect(params.get('body')).toContain(url);

    await menu.getByRole('button', { name: 'QR code' }).click();
    const qr = menu.getByRole('img', { name: `QR code of ${url}` });
    await expect(qr).toBeVisible();
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d/);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(share).toBeFocused();
  });
});

test('with the Web Share API, Share hands the canonical address to the system sheet', async ({
  page,
  allowConsole,
}) => {
  void allowConsole;
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    (window as unknown as { shared: ShareData[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  await visit(page, '/hist6?ref=abc');
  const url = await canonical(page);
  await page.getByRole('main').getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title: '6250 Cryostat', url }]);
  await expect(page.getByRole('group', { name: 'Share options' })).toHaveCount(0);
});

test('on a Russian page: Russian menu, the Russian name and the Russian canonical address', async ({
  page,
  context,
  allowConsole,
}) => {
  void allowConsole;
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page, '/ru/hist6?utm_source=newsletter');
  const url = await canonical(page);
  expect(url).toMatch(/\/ru\/hist6$/);
  const share = page.getByRole('main').getByRole('button', { name: 'Поделиться' });
  await share.click();
  const menu = page.getByRole('group', { name: 'Способы поделиться' });
  await menu.getByRole('button', { name: 'Копировать ссылку' }).click();
  await expect(menu.getByRole('status')).toHaveText('Ссылка скопирована');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const whatsapp = new URL((await menu.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!);
  expect(whatsapp.searchParams.get('text')).toBe(`Криостат 6250 ${url}`);
  const mail = (await menu.getByRole('link', { name: 'Эл. почта' }).getAttribute('href'))!;
  const params = new URLSearchParams(mail.slice('mailto:?'.length));
  expect(params.get('subject')).toBe('Криостат 6250');
  expect(params.get('body')).toBe(`Криостат 6250\n${url}`);

  await menu.getByRole('button', { name: 'QR-код' }).click();
  await expect(menu.getByRole('img', { name: `QR-код адреса ${url}` })).toBeVisible();
});
