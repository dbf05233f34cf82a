// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { staticRoutes } from '../../vite-plugins/staticRoutes';

// Vite's own preview server, as `npm start` runs it, over a small prerendered build.
let server: PreviewServer;
let base: string;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'routes-test-'));
  await mkdir(path.join(root, 'dist', 'about'), { recursive: true });
  await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><title>Home</title>\n');
  await writeFile(path.join(root, 'dist', 'about', 'index.html'), '<!doctype html><title>About</title>\n');
  await writeFile(path.join(root, 'dist', '404.html'), '<!doctype html><title>Not found</title>\n');
  server = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'mpa',
    plugins: [staticRoutes()],
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

// The URL parser leaves a malformed escape as it is written, so the server gets it as is.
const get = (pathname: string) => fetch(`${base}${pathname}`);

describe('the preview server’s page routes', () => {
  it('serves a page at its path, and the 404 page for an unknown one', async () => {
    const about = await get('/about');
    expect(about.status).toBe(200);
    expect(await about.text()).toContain('<title>About</title>');

    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>Not found</title>');
  });

  it.each(['/%E0%A4%A', '/ru/%E0%A4%A?q=1', '/%'])(
    'answers the malformed path %s with the 404 page, not an error',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<title>Not found</title>');
    },
  );
});
