/**
 * npm run screenshots [-- --routes /,/hist4 --widths 375,1440 --out screenshots]
 * Full-page PNGs of the built site (DIST_DIR, default dist) in the system Chromium, for review.
 */
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i] ?? '', process.argv[i + 1] ?? '');

const defaultRoutes = [
  '/',
  '/catalogs',
  '/catalog2',
  '/hist4',
  '/hist8',
  '/bacter2',
  '/services',
  '/brands',
  '/contact',
];
const routes = (args.get('--routes') ?? defaultRoutes.join(',')).split(',').filter(Boolean);
const widths = (args.get('--widths') ?? '375,768,1024,1440').split(',').map(Number);
const out = args.get('--out') ?? 'screenshots';
const port = Number(args.get('--port') ?? 4390);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], {
  stdio: 'ignore',
  detached: true,
});
const stop = () => {
  try {
    if (server.pid) process.kill(-server.pid);
  } catch {
    // already gone
  }
};

try {
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await mkdir(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      // Let lazy images below the fold load before the full-page capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
        // A full-page capture is one frame of a tall window, not a scroll: the parts the browser
        // renders only as they near the screen (.render-later, cards) would be blank in it. Show
        // them as a visitor scrolling down sees them.
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          if (getComputedStyle(element).contentVisibility === 'auto')
            element.style.contentVisibility = 'visible';
        }
      });
      await page.waitForTimeout(300);
      const name = `${route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: true });
      console.log(path.join(out, name));
    }
    await page.close();
  }
  await browser.close();
} finally {
  stop();
}
