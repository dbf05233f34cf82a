import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';

/**
 * The decoded path, or null for a malformed escape (/%E0%A4%A): decodeURIComponent would throw, and
 * such a path names no page, so it gets the 404 page.
 */
function decodePath(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Serves the prerendered site the way a static host does.
 * - preview (npm start): /about serves dist/about/index.html (no redirect), an unknown path serves
 *   dist/404.html with status 404.
 * - dev (npm run dev): any page path gets index.html, and the client renders the route.
 */
export function staticRoutes(): Plugin {
  let outDir = 'dist';
  const isPagePath = (url: string) =>
    !path.extname(url.split('?')[0] ?? '') &&
    !url.startsWith('/@') &&
    !url.startsWith('/api/') &&
    !url.startsWith('/__');

  return {
    name: 'ivm-static-routes',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (
          (req.method === 'GET' || req.method === 'HEAD') &&
          req.url &&
          isPagePath(req.url) &&
          req.url !== '/'
        ) {
          req.url = '/index.html';
        }
        next();
      });
    },
    configurePreviewServer(server) {
      const handler: Connect.NextHandleFunction = (req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        const raw = req.url.split('?')[0] ?? '/';
        const pathname = decodePath(raw);
        if (!isPagePath(pathname ?? raw)) return next();
        if (pathname !== null) {
          const file = path.join(outDir, pathname, 'index.html');
          if (file.startsWith(outDir) && existsSync(file) && statSync(file).isFile()) {
            req.url = `${pathname.replace(/\/+$/, '')}/index.html`;
            return next();
          }
        }
        const notFound = path.join(outDir, '404.html');
        if (!existsSync(notFound)) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(notFound));
      };
      server.middlewares.use(handler);
    },
  };
}
