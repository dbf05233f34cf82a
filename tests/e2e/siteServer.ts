import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { cp, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildId } from '../../scripts/prerender/catalogue';
import type { CatalogueManifest } from '../../src/features/offline/caches';
import { cacheControlFor, securityHeaders } from '../../vite-plugins/securityHeaders';

/**
 * A static server of a built site that a test controls, for what `vite preview` cannot do: serve
 * another build at the same address (a redeploy: `root` changed, the old hashed files gone as with
 * `rsync --delete`), hold every request unanswered (a network that connects and says nothing), or
 * cut off the page's own fetches of pages after a number of them (Wi-Fi that drops mid-update).
 * Same headers as the preview (the CSP, the cache rules).
 */
export interface SiteServer {
  url: string;
  root: string;
  /** Accept every request and never answer. */
  hold: boolean;
  /** Once `pageFetches` holds this many, every further fetch of a page has its connection cut. */
  cutPageFetchesAfter: number | undefined;
  /** The paths of the pages fetched (not navigated to) and answered, in order. */
  pageFetches: string[];
  /** How many answers were sent; each answer carries its number in SERVED_HEADER. */
  served: number;
  stop(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Which answer a response was: a copy kept on the device says whether it was fetched again. */
export const SERVED_HEADER = 'X-Test-Served';

const isPage = (pathname: string) => !/\.\w+$/.test(pathname);

async function fileFor(root: string, pathname: string): Promise<string | undefined> {
  const file = path.join(root, decodeURIComponent(pathname));
  if (!file.startsWith(root)) return undefined;
  for (const candidate of isPage(pathname) ? [path.join(file, 'index.html')] : [file]) {
    const found = await stat(candidate).catch(() => undefined);
    if (found?.isFile()) return candidate;
  }
  return undefined;
}

export async function startSiteServer(root: string): Promise<SiteServer> {
  const sockets = new Set<Socket>();
  const headers = securityHeaders();
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (site.hold) return;
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    // The e-mail service, as EmailJS answers a send (an enquiry kept offline goes once online).
    if (request.method === 'POST' && pathname.startsWith('/api/v1.0/email/')) {
      request.resume();
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('OK');
      return;
    }
    const fetched = isPage(pathname) && request.headers['sec-fetch-mode'] !== 'navigate';
    if (
      fetched &&
      site.cutPageFetchesAfter !== undefined &&
      site.pageFetches.length >= site.cutPageFetchesAfter
    ) {
      request.socket.destroy();
      return;
    }
    const file = await fileFor(site.root, pathname);
    const status = file ? 200 : 404;
    const body = await readFile(file ?? path.join(site.root, '404.html'));
    if (fetched && file) site.pageFetches.push(pathname);
    site.served += 1;
    response.writeHead(status, {
      ...headers,
      [SERVED_HEADER]: String(site.served),
      'Content-Type': TYPES[path.extname(file ?? '.html')] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(pathname, status),
    });
    response.end(body);
  };
  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const site: SiteServer = {
    url: `http://127.0.0.1:${port}`,
    root,
    hold: false,
    cutPageFetchesAfter: undefined,
    pageFetches: [],
    served: 0,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return site;
}

/**
 * The next deploy, made cheaply from a build: a copy in which every script and search index has a
 * new hashed name (and every reference to it follows), so its pages, worker and kept-catalogue
 * lists are those of a new version, and none of the old build's scripts is there. The lists' build
 * ids are computed again as the build computes them.
 */
export async function nextDeploy(dist: string, to: string): Promise<void> {
  await cp(dist, to, { recursive: true });
  const assets = path.join(to, 'assets');
  const renamed = new Map<string, string>();
  for (const name of await readdir(assets)) {
    const match = /^(.+)-([\w-]{8})\.(js|json)$/.exec(name);
    if (!match) continue;
    renamed.set(name, `${match[1]}-${match[2]!.slice(0, 6)}v2.${match[3]}`);
  }
  for (const [from, next] of renamed) await rename(path.join(assets, from), path.join(assets, next));
  const pattern = new RegExp(
    [...renamed.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  const rewrite = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) await rewrite(file);
      else if (/\.(html|js|json|css)$/.test(entry.name)) {
        const text = await readFile(file, 'utf8');
        const next = text.replace(pattern, (name) => renamed.get(name) ?? name);
        if (next !== text) await writeFile(file, next);
      }
    }
  };
  await rewrite(to);
  const listFile = path.join(to, 'offline-catalogue.json');
  const catalogue = JSON.parse(await readFile(listFile, 'utf8')) as CatalogueManifest;
  for (const list of Object.values(catalogue)) list.build = buildId(to, list.files);
  await writeFile(listFile, `${JSON.stringify(catalogue)}\n`);
}
