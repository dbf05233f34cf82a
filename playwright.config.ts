import { CHROMIUM_FLAGS } from './scripts/chromium';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in the system Chromium (never a downloaded browser) against the built,
 * prerendered site, served two ways:
 * - `chromium`: every spec, against `vite preview` (what `npm start` serves);
 * - `nginx`: the routes, not-found page, headers, cache rules and enquiries again, against nginx
 *   configured by deploy/nginx.conf (scripts/serve-nginx.ts makes it local).
 * CHROMIUM_PATH overrides the browser's location, NGINX_PATH nginx's.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4173);
const nginxPort = Number(process.env.NGINX_PORT ?? port + 7);

const browser = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: {
    executablePath: chromium,
    args: [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { trace: 'off' },
  projects: [
    { name: 'chromium', use: { ...browser, baseURL: `http://localhost:${port}` } },
    {
      name: 'nginx',
      testMatch: /\/(routes|security|enquiry|before-scripts)\.spec\.ts$/,
      use: { ...browser, baseURL: `http://127.0.0.1:${nginxPort}` },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/serve-nginx.ts --port ${nginxPort}`,
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
