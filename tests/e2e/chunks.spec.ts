import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/**
 * One chunk per page: a product page loads its template and its own content, not the other
 * products', nor the home page's carousel, nor the enquiry form until a visitor opens it.
 */

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const productChunk = /^\/assets\/((?:prod|hist|bacter|lab)\d+)-[\w-]+\.js$/;
const chunkName = (file: string) => /^\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(file)?.[1];

test('a product page loads its own content only; the form comes when it is opened', async ({
  page,
  allowConsole,
}) => {
  void allowConsole;
  const scripts = scriptsOf(page);
  await page.goto('/hist4');
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  const products = scripts.map((file) => productChunk.exec(file)?.[1]).filter(Boolean);
  expect(products).toEqual(['hist4']);
  const names = new Set(scripts.map(chunkName));
  expect(names).toContain('ProductPage');
  for (const other of [
    'HomePage',
    'PartnerSlider',
    'PartnerCarousel',
    'EnquiryForm',
    'CategoryListPage',
    'ContactPage',
  ]) {
    expect(names.has(other), `${other} is not loaded on a product page`).toBe(false);
  }

  await page.getByRole('button', { name: 'Quote', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => scripts.some((file) => chunkName(file) === 'EnquiryForm')).toBe(true);
});
