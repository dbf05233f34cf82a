import { test as base, expect } from '@playwright/test';
import { launchFirefox, launchWebKit, type EngineBrowser, type EngineName, type Tab } from './browsers';

interface TestFixtures {
  /** A tab of a fresh profile in this project's engine. */
  tab: Tab;
  /** The test server's origin (playwright.config.ts's baseURL), without a trailing slash. */
  site: string;
}

interface WorkerFixtures {
  /** Which engine this project drives (playwright.config.ts sets it per project). */
  engine: EngineName;
  /** The engine's browser, started once per worker (Firefox takes seconds to start). */
  engineBrowser: EngineBrowser;
}

/**
 * The tests of tests/engines/: Playwright Test runs them (one runner, one report with the Chromium
 * projects), but they never ask for Playwright's `page`: the tab comes from ./browsers.ts. As in
 * tests/e2e/fixtures.ts, a test fails on any console error or uncaught exception it did not expect,
 * where the engine's driver can see them (Firefox).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use) => {
      const browser = engine === 'firefox' ? await launchFirefox() : await launchWebKit();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ baseURL }, use) => {
    await use((baseURL ?? '').replace(/\/$/, ''));
  },
  tab: async ({ engineBrowser }, use) => {
    const tab = await engineBrowser.newTab();
    await use(tab);
    const errors = tab.errors();
    await tab.close();
    if (errors) expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };
