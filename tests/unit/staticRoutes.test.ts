// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewOver } from './previewServer';
import { staticRoutes } from '../../vite-plugins/staticRoutes';

// Vite's own preview server, as `npm start` runs it, over a small prerendered build.
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ base, close } = await previewOver(
    {
      'index.html': '<!doctype html><title>Home</title>\n',
      'about/index.html': '<!doctype html><title>About</title>\n',
      '404.html': '<!doctype html><title>Not found</title>\n',
    },
    [staticRoutes()],
  ));
});

afterAll(() => close?.());

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
