// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import {
  cacheControlFor,
  IMMUTABLE,
  productionHeaders,
  REVALIDATE,
  securityHeaders,
} from '../../vite-plugins/securityHeaders';

// Vite's own preview server (sirv and its 404), as `npm start` runs it, over a small build.
let server: PreviewServer;
let base: string;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'headers-test-'));
  await mkdir(path.join(root, 'dist', 'assets'), { recursive: true });
  await writeFile(path.join(root, 'dist', 'assets', 'app-1234abcd.js'), 'export {};\n');
  await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><title>Home</title>\n');
  server = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'mpa',
    plugins: [productionHeaders(securityHeaders())],
    preview: { host: '127.0.0.1', port: 0 },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server has no local address');
  base = url.replace(/\/$/, '');
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('the preview server’s Cache-Control', () => {
  it('keeps a hashed file it found for a year, also when it answers 304', async () => {
    const found = await fetch(`${base}/assets/app-1234abcd.js`);
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe(IMMUTABLE);

    const etag = found.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/assets/app-1234abcd.js`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('has a hashed file that is gone revalidated, not kept for a year, with the security headers', async () => {
    const gone = await fetch(`${base}/assets/app-gone0000.js`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe(REVALIDATE);
    expect(gone.headers.get('x-content-type-options')).toBe('nosniff');
    expect(gone.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('has pages revalidated', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(REVALIDATE);
  });
});

describe('cacheControlFor', () => {
  it('is immutable only for a hashed file answered 200, 206 or 304, as the nginx map is', () => {
    for (const status of [200, 206, 304]) expect(cacheControlFor('/assets/a-1.css', status)).toBe(IMMUTABLE);
    for (const status of [301, 403, 404, 410, 500]) {
      expect(cacheControlFor('/assets/a-1.css', status)).toBe(REVALIDATE);
    }
    expect(cacheControlFor('/assets/a-1.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('/contact', 200)).toBe(REVALIDATE);
  });
});
