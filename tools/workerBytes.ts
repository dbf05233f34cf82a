/**
 * npx tsx tools/workerBytes.ts [route ...]   (default: / and /ru/)
 * What a first visit's service worker downloads: a fresh Chromium profile opens the page of the
 * built site (DIST_DIR, default dist, served by its own `vite preview`), waits until the worker is
 * active and has kept the page's language code, and sums the worker's own fetches: the files'
 * sizes, gzip -9 (about what nginx sends: deploy/nginx.conf gzips), and the bytes on the network. Not part of the build or the tests; the numbers are in docs/architecture.md.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { freePort } from '../tests/servers.ts';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/ru/'];
const port = await freePort();
const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
  env: { ...process.env, DIST_DIR: dist },
  stdio: 'ignore',
});
const base = `http://localhost:${port}`;
for (let tries = 0; ; tries += 1) {
  try {
    if ((await fetch(base)).ok) break;
  } catch {
    if (tries > 100) throw new Error('vite preview did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const route of routes) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const fetched: { url: string; bytes: Promise<number> }[] = [];
    context.on('requestfinished', (request) => {
      if (!request.serviceWorker()) return;
      const sizes = request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize);
      fetched.push({ url: new URL(request.url()).pathname, bytes: sizes });
    });
    await page.goto(base + route);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The language's code comes after activation (the install keeps it, or the page's message):
    // settled once a few seconds pass with no new fetch by the worker.
    for (let count = -1; count !== fetched.length;) {
      count = fetched.length;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
    const transfer = (await Promise.all(fetched.map((file) => file.bytes))).reduce((a, b) => a + b, 0);
    let raw = 0;
    let gzipped = 0;
    for (const { url } of fetched) {
      try {
        const bytes = readFileSync(path.join(dist, url === '/' ? 'index.html' : url));
        raw += bytes.length;
        gzipped += gzipSync(bytes, { level: 9 }).length;
      } catch {
        // not a file of the build
      }
    }
    const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
    console.log(
      `${route}: ${fetched.length} files, ${kib(raw)} (${kib(gzipped)} gzipped); on the network ${kib(transfer)} ` +
        '(vite preview compresses; what the page had loaded comes from the HTTP cache)',
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
