import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { routes } from '../../src/app/routes';
import { expect, test, visit } from './fixtures';

/**
 * Redeploy safety: a visitor holds a page of the old deploy while the server already has the new
 * one, so the route chunks the old page asks for are gone. Simulated on a copy of the build, served
 * by its own `vite preview`: the page's next navigation must reload the page (which then shows the
 * prerendered HTML of the new route), not leave a blank or broken screen.
 */

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.describe('a page of an old deploy whose chunks are gone', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  let copy = '';
  let server: ChildProcess | undefined;
  let base = '';

  test.beforeAll(async () => {
    copy = await mkdtemp(path.join(os.tmpdir(), 'ivm-redeploy-'));
    await cp(dist, copy, { recursive: true });
    const port = await freePort();
    base = `http://localhost:${port}`;
    server = spawn(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'preview', '--port', String(port), '--strictPort'],
      {
        env: { ...process.env, DIST_DIR: copy },
        stdio: 'ignore',
      },
    );
    await waitFor(`${base}/`, 30_000);
  });

  test.afterAll(async () => {
    server?.kill();
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  test('a click to a product reloads the page, which shows the product', async ({ page, allowConsole }) => {
    // The missing chunk is reported, and the reloaded page cannot hydrate without it.
    allowConsole(
      /Failed to load resource|Failed to fetch dynamically imported module|Importing a module script failed|Unexpected Application Error/,
    );
    const product = routes.find((route) => route.path === '/hist4');
    expect(product).toBeDefined();

    await visit(page, `${base}/catalog2`);
    await page.evaluate(() => {
      (window as unknown as { __oldPage: boolean }).__oldPage = true;
    });

    // The new deploy: the product template's chunk of the old build is no more.
    const assets = path.join(copy, 'assets');
    const chunks = (await readdir(assets)).filter((name) => /^ProductPage-[\w-]+\.js$/.test(name));
    expect(chunks).toHaveLength(1);
    await rm(path.join(assets, chunks[0] ?? ''));

    const reloaded = page.waitForEvent('load');
    await page.locator('main a[href="/hist4"]').first().click();
    await reloaded;

    await expect(page).toHaveURL(`${base}/hist4`);
    // A new document: the old page's marker is gone.
    expect(
      await page.evaluate(() => (window as unknown as { __oldPage?: boolean }).__oldPage),
    ).toBeUndefined();
    // The mark of the one reload is in the history entry (no storage needed), the address unchanged.
    expect(
      await page.evaluate(() => (history.state as { ivmChunkReload?: number } | null)?.ivmChunkReload),
    ).toEqual(expect.any(Number));
    // Not a blank page: the prerendered product with its heading, text and navigation.
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('h1')).toContainText(product?.heading ?? '');
    await expect(page.locator('header nav')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(200);
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });
});
