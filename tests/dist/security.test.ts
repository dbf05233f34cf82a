/**
 * The production security policy, as written in the build and the server files: strict, one
 * inline script by its hash, each page's own stylesheets by theirs, and the same headers for every
 * host (dist/_headers, deploy/nginx.conf). That pages work under it, with no violation, is
 * tests/e2e/pages.spec.ts; that the servers send it, tests/e2e/server.spec.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadEnv } from 'vite';
import { allRoutes } from '../../src/app/routes';
import { EARLY_TAPS_HASH, EARLY_TAPS_SCRIPT } from '../../vite-plugins/earlyTaps';
import {
  cacheControlFor,
  contentSecurityPolicy,
  emailJsOrigin,
  headersFile,
  IMMUTABLE,
  nginxHeaders,
  REVALIDATE,
  securityHeaders,
  SERVICE_WORKER_PATH,
} from '../../vite-plugins/securityHeaders';
import { dist, htmlOf } from './site';

// The same environment vite.config.ts reads (process env and .env files).
const emailOrigin = emailJsOrigin(loadEnv('production', process.cwd(), 'VITE_'));
const expected = securityHeaders({ emailOrigin });

test('the policy is strict: own origin only, EmailJS for sending, one inline script by its hash; inline styles left to the page', () => {
  const csp = contentSecurityPolicy(emailOrigin);
  const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(csp)?.[1];
  expect(directive('default-src')).toBe("'self'");
  // The held-taps script (src/early/earlyTaps.js), and nothing else inline.
  expect(directive('script-src')).toBe(`'self' ${EARLY_TAPS_HASH}`);
  // Narrowed by each page's <meta> policy to its own <style> elements (next test).
  expect(directive('style-src')).toBe("'self' 'unsafe-inline'");
  expect(directive('font-src')).toBe("'self'");
  expect(directive('media-src')).toBe("'self'");
  expect(directive('connect-src')).toBe(`'self' ${emailOrigin}`);
  expect(directive('object-src')).toBe("'none'");
  expect(directive('base-uri')).toBe("'self'");
  expect(directive('form-action')).toBe("'self'");
  expect(directive('frame-ancestors')).toBe("'none'");
  // The site's own service worker (/sw.js), and no worker from anywhere else.
  expect(directive('worker-src')).toBe("'self'");
  expect(csp.replace("style-src 'self' 'unsafe-inline'", '')).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/(?:^|\s)(?:\*|https:|http:)(?:\s|;|$)/);
  expect(emailJsOrigin({})).toBe('https://api.emailjs.com');
  expect(emailJsOrigin({ VITE_EMAILJS_ORIGIN: 'https://eu.example.com/api/' })).toBe('https://eu.example.com');
  // A page opened from another site gets its own browsing context group: no window.opener to it.
  expect(expected['Cross-Origin-Opener-Policy']).toBe('same-origin');
});

test.each([...allRoutes.map((r) => r.path), '/404.html'])(
  "%s: the page's own policy names exactly its inline stylesheets by hash, and its one inline script is the allowed one",
  (route) => {
    const html = htmlOf(route);
    const metas = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/g)];
    expect(metas).toHaveLength(1);
    // First in the head after the charset: before any <style>.
    expect(html.indexOf(metas[0]![0])).toBeLessThan(html.indexOf('<style>'));
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles.length).toBeGreaterThan(0);
    const hashes = styles.map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(metas[0]![1]).toBe(`style-src 'self' ${hashes.join(' ')}`);
    // The stylesheet files are not fetched again (their links are disabled), and none is linked live.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    // One inline script, the one the policy allows by its hash; the rest are data blocks or files.
    const inline = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = '']) => !/\bsrc=|type="application\/ld\+json"/.test(attributes))
      .map(([, , text]) => text);
    expect(inline).toEqual([EARLY_TAPS_SCRIPT]);
  },
);

test('dist/_headers says what the preview server does, plus HSTS', () => {
  const file = readFileSync(path.join(dist, '_headers'), 'utf8');
  expect(file).toBe(headersFile({ pages: allRoutes.map((route) => route.path), emailOrigin }));
  expect(file).toContain(`  Content-Security-Policy: ${expected['Content-Security-Policy']}`);
  expect(file).toMatch(/^ {2}Strict-Transport-Security: max-age=\d+; includeSubDomains$/m);
  expect(file).toContain(`/assets/*\n  Cache-Control: ${IMMUTABLE}`);
  expect(file).toContain(`/hist4\n  Cache-Control: ${REVALIDATE}`);
  // A host that cached the worker would hold every device on the old version.
  expect(file).toContain(`${SERVICE_WORKER_PATH}\n  Cache-Control: ${REVALIDATE}`);
  expect(cacheControlFor(SERVICE_WORKER_PATH)).toBe(REVALIDATE);
  expect(cacheControlFor('/assets/x-1234.css')).toBe(IMMUTABLE);
  expect(cacheControlFor('/contact')).toBe(REVALIDATE);
});

test('the nginx server block (deploy/nginx.conf) has the same headers', () => {
  const block = readFileSync('deploy/nginx.conf', 'utf8');
  for (const line of nginxHeaders()) expect(block).toContain(line);
  // Cache rules by path, through a map (an add_header inside a location would drop the others).
  // Keyed by status and path: only a file that is there is kept for good, never an error.
  expect(block).toMatch(new RegExp(`~\\^\\(200\\|206\\|304\\):/assets/\\s+"${IMMUTABLE}";`));
  expect(block).toMatch(new RegExp(`default\\s+"${REVALIDATE}";`));
  expect(block).toContain('add_header Cache-Control $ivm_cache_control always;');
  expect(block).not.toMatch(/location[^{]*\{[^}]*add_header/);
  expect(block).toContain('try_files $uri $uri/index.html =404;');
  expect(block).toContain('error_page 404 /404.html;');
});
