import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { EARLY_TAPS_HASH } from './earlyTaps.ts';

/**
 * The HTTP response headers of the site, kept in one place and applied in three:
 *
 * - `npm start` / `vite preview` (vite.config.ts `preview.headers` and the `productionHeaders()`
 *   plugin below), so the end-to-end tests run under the production policy;
 * - `dist/_headers` (Netlify / Cloudflare Pages format), written by the build from `headersFile()`;
 * - the nginx server block, deploy/nginx.conf (`nginxHeaders()` prints its add_header lines; an
 *   end-to-end test compares the file with it).
 *
 * The Content-Security-Policy allows only the site's own scripts, styles, fonts, images and media
 * (inline styles only as each page's own <meta> policy names them by hash).
 * The one other origin is EmailJS, which the enquiry form posts to (VITE_EMAILJS_ORIGIN overrides
 * https://api.emailjs.com). JSON-LD blocks are `application/ld+json` data, which CSP does not run.
 */

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

/** `Cache-Control` of hashed build output (`/assets/*`): the name changes when the content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** `Cache-Control` of everything else (HTML, sitemap, icons, Open Graph cards): revalidate each time. */
export const REVALIDATE = 'no-cache';

/** The service worker's file: revalidated on each update check, so a deploy reaches every device. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** HSTS for the production header files only (a browser ignores it on plain-HTTP localhost anyway). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The origin EmailJS is reached at, from VITE_EMAILJS_ORIGIN (any URL; only its origin counts). */
export function emailJsOrigin(env: Record<string, string | undefined>): string {
  const value = env.VITE_EMAILJS_ORIGIN?.trim();
  if (!value) return DEFAULT_EMAILJS_ORIGIN;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`VITE_EMAILJS_ORIGIN is not a URL: "${value}"`);
  }
}

export function contentSecurityPolicy(emailOrigin: string = DEFAULT_EMAILJS_ORIGIN): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The site's own scripts, and one inline script that holds taps made before they arrive, by its
    // hash (vite-plugins/earlyTaps.ts).
    'script-src': ["'self'", EARLY_TAPS_HASH],
    // Each prerendered page carries its stylesheets inline, and its own <meta> policy allows exactly
    // those <style> elements by hash (scripts/prerender/styles.ts inlineStylesheets): a page is under both
    // policies, so the browser refuses any other inline style or style="" attribute. The header
    // cannot name the hashes itself (they differ by page and by build, and a host's headers may lag
    // a deploy), so it leaves inline styles to the page's policy. React sets styles through the
    // CSSOM, which CSP does not restrict.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: only for the small SVG drawn by a stylesheet of the site itself (the <select> arrow).
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", emailOrigin],
    'manifest-src': ["'self'"],
    // The service worker (/sw.js, src/features/offline/serviceWorker.ts); no other worker.
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export interface HeaderOptions {
  emailOrigin?: string;
  /** Add Strict-Transport-Security (the production header files; not the local preview). */
  hsts?: boolean;
}

/** The security headers every response carries. */
export function securityHeaders({ emailOrigin, hsts = false }: HeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(emailOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    // A window of another origin that this page opens, or that opened it, gets no handle on it.
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(hsts ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/**
 * The Cache-Control a response for a URL path gets. Only a hashed file that was found is immutable:
 * a 404 for one that is gone after a redeploy must not be kept for a year (deploy/nginx.conf keys
 * its `map` by the same statuses).
 */
export function cacheControlFor(pathname: string, status = 200): string {
  return pathname.startsWith('/assets/') && [200, 206, 304].includes(status) ? IMMUTABLE : REVALIDATE;
}

/**
 * `_headers` for Netlify and Cloudflare Pages. Both join the values of a header that several rules
 * set, so Cache-Control is given once per path: `/assets/*` immutable, the service worker and each
 * HTML page revalidated (hosts already revalidate other files by default; said for the worker all the
 * same, as a host that cached it would hold every device on the old version).
 */
export function headersFile({ pages, ...options }: HeaderOptions & { pages: readonly string[] }): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Generated by `npm run build` from vite-plugins/securityHeaders.ts. Do not edit.',
    block('/*', securityHeaders({ hsts: true, ...options })),
    block('/assets/*', { 'Cache-Control': IMMUTABLE }),
    block(SERVICE_WORKER_PATH, { 'Cache-Control': REVALIDATE }),
    ...pages.map((page) => block(page, { 'Cache-Control': REVALIDATE })),
    '',
  ].join('\n\n');
}

/** The nginx `add_header` lines of the security headers (deploy/nginx.conf holds them). */
export function nginxHeaders(options: HeaderOptions = {}): string[] {
  return Object.entries(securityHeaders({ hsts: true, ...options })).map(
    ([name, value]) => `add_header ${name} "${value}" always;`,
  );
}

function setCacheControl(res: ServerResponse, value: string, args: unknown[]): void {
  // sirv passes its own Cache-Control in writeHead's header object, which would win over setHeader.
  for (const arg of args) {
    if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
      for (const key of Object.keys(arg)) {
        if (key.toLowerCase() === 'cache-control') delete (arg as Record<string, unknown>)[key];
      }
    }
  }
  res.setHeader('Cache-Control', value);
}

/**
 * `vite preview` as the production host: the cache rules by path and status, and the security
 * headers also on the responses Vite's static server does not make (the 404 page, the local e-mail
 * endpoint).
 */
export function productionHeaders(headers: Record<string, string>): Plugin {
  return {
    name: 'ivm-production-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        const writeHead = res.writeHead;
        res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
          for (const [name, value] of Object.entries(headers)) {
            if (!this.hasHeader(name)) this.setHeader(name, value);
          }
          // The status is known only here: every response comes through writeHead (sirv's, and
          // Node's own for a res.end() without it, as Vite's 404 does).
          const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
          setCacheControl(this, cacheControlFor(pathname, status), args);
          return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
        } as typeof res.writeHead;
        next();
      });
    },
  };
}
