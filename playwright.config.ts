import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS } from './tests/chromium';
import { defineConfig, devices } from '@playwright/test';
import type { EngineName } from './tests/engines/browsers';
import { freePort } from './tests/servers';

/**
 * End-to-end tests in the system Chromium (never a downloaded browser) against the built,
 * prerendered site, served two ways (tests/globalSetup.ts starts both):
 * - `chromium`: every spec, against `vite preview` (what `npm start` serves);
 * - `nginx`: the tests tagged @nginx or @deploy, against nginx running deploy/nginx.conf as written
 *   but for its ports, certificate and root (tests/serve-nginx.ts), over HTTPS and HTTP/2: what
 *   differs by server (redirects, status codes, headers, caching, the not-found page), one enquiry
 *   and one page used before its scripts. @deploy tests are about nginx alone.
 * The ports are free ones chosen here, once: the workers inherit them through the environment
 * (E2E_PORT, NGINX_PORT (HTTPS), NGINX_HTTP_PORT and OUTBOX_PORT, when set, are used as they are).
 * CHROMIUM_PATH overrides the browser's location, NGINX_PATH nginx's.
 *
 * - `firefox`, `webkit`: a smoke of the buyer's path (tests/engines/) in the system's firefox-esr and
 *   WebKitGTK, against `vite preview` too; not Playwright's browsers (Playwright cannot drive these
 *   builds) but their own protocols (docs/testing-engines.md). FIREFOX_PATH, WEBKIT_DRIVER_PATH.
 */
process.env.E2E_PORT ||= String(await freePort());
process.env.NGINX_PORT ||= String(await freePort());
process.env.NGINX_HTTP_PORT ||= String(await freePort());
process.env.OUTBOX_PORT ||= String(await freePort());
process.env.NGINX_DIR ||= mkdtempSync(path.join(tmpdir(), 'ivm-nginx-'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const browser = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: {
    executablePath: chromium,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  },
};

export default defineConfig<object, { engine: EngineName }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Chromium's tests keep both cores busy: a third worker only slows the others down.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // No service worker unless a test asks for one (tests/e2e/offline.spec.ts): a worker left by one
  // page would answer the next page's requests, and tests that count or hold requests would see
  // its precaching instead of the page's own.
  use: { trace: 'off', serviceWorkers: 'block' },
  globalSetup: './tests/globalSetup.ts',
  projects: [
    {
      name: 'chromium',
      grepInvert: /@deploy/,
      use: { ...browser, baseURL: `http://localhost:${process.env.E2E_PORT}` },
    },
    {
      name: 'nginx',
      grep: /@nginx|@deploy/,
      // The certificate is the self-signed one tests/serve-nginx.ts made; the @deploy tests check it.
      use: { ...browser, baseURL: `https://127.0.0.1:${process.env.NGINX_PORT}`, ignoreHTTPSErrors: true },
    },
    ...(['firefox', 'webkit'] as const).map((engine) => ({
      name: engine,
      testDir: 'tests/engines',
      // A browser's start and a service worker's precache take seconds on a busy 2-core machine.
      timeout: 60_000,
      // One browser of each engine at a time: two MiniBrowsers starting together could hang the
      // second session, and the other worker is Chromium's or the other engine's meanwhile.
      workers: 1,
      // WebKitWebDriver 2.50 with MiniBrowser now and then leaves one command unanswered (a new
      // session, or a script run while a page loads: about once in 30 tests, on a quiet machine
      // too); a test that fails so is run once more, and the report lists it as flaky.
      retries: engine === 'webkit' ? 1 : 0,
      use: { engine, baseURL: `http://localhost:${process.env.E2E_PORT}` },
    })),
  ],
});
