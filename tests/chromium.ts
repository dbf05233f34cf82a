/**
 * The system Chromium (no browser is ever downloaded) and the flags the end-to-end tests start it
 * with. The bench (bench/) imports it from here too, so that what it measures runs in the browser
 * the tests check, started the same way.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
