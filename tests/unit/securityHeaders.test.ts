// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewOver } from './previewServer';
import {
  cacheControlFor,
  IMMUTABLE,
  productionHeaders,
  REVALIDATE,
  securityHeaders,
} from '../../vite-plugins/securityHeaders';

// Vite's own preview server (sirv and its 404), as `npm start` runs it, over a small build.
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ base, close } = await previewOver(
    {
      'assets/app-1234abcd.js': 'export {};\n',
      'index.html': '<!doctype html><title>Home</title>\n',
    },
    [productionHeaders(securityHeaders())],
  ));
});

afterAll(() => close?.());

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
