import { test as base, expect, type Page } from '@playwright/test';

/**
 * A page that records console errors and uncaught exceptions; every test fails if any occurred.
 * Tests that provoke an error on purpose (a failed send) list the messages they expect.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsole: (pattern: RegExp) => void }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
  },
  allowConsole: async ({ consoleErrors }, use) => {
    const allowed: RegExp[] = [];
    await use((pattern) => allowed.push(pattern));
    const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
    expect(unexpected, 'console errors').toEqual([]);
  },
});

export { expect };

/** Waits until React has hydrated the prerendered page (the app marks <html data-hydrated>). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A card or tile link's accessible name: the visible action, then the (visually hidden) name of
 * what it opens, e.g. 'See More: IDC-20'. Chromium may put a space before the colon, as the hidden
 * part is its own box.
 */
export const actionName = (action: string, name: string): RegExp =>
  new RegExp(`^${escapeRegExp(action)}\\s*: ${escapeRegExp(name)}$`);
