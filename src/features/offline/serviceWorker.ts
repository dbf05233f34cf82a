import { PAGES_CACHE, PICTURES_CACHE, SERVICE_WORKER_URL } from './caches';

/**
 * Registers the service worker (built by vite-plugin-pwa, configured in vite.config.ts) once the
 * page is interactive, in idle time: the worker then precaches the site's code and pictures, which
 * must not compete with the first visit's own page. Never in the dev server (no worker is built).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !offlineSupported()) return;
  whenIdle(() => {
    const container = navigator.serviceWorker;
    // A page that had a worker and gets a new one: a new deploy took over (skipWaiting in
    // vite.config.ts). The pages kept from the old deploy name its code, which the new worker no
    // longer holds: fetch them again, so they still work offline.
    if (container.controller) {
      container.addEventListener('controllerchange', () => whenIdle(() => void refreshKeptPages()), {
        once: true,
      });
    }
    void container
      .register(SERVICE_WORKER_URL)
      .then(() => container.ready)
      .then(() => new Promise<void>((resolve) => whenIdle(resolve)))
      .then(keepThisPage)
      .catch(() => undefined);
  });
}

/** Service workers and the Cache API: what working offline needs. */
export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;
}

export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 500);
}

/**
 * The page the worker was registered from (the first visit's page, which no worker answered) is
 * kept like every page opened afterwards, with the pictures it showed (the worker keeps those of
 * later pages as they are fetched). They come from the browser's cache, not the network again.
 */
async function keepThisPage(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  if (await cache.match(location.pathname, { ignoreSearch: true })) return;
  const response = await fetch(location.pathname);
  // Not the not-found page (404), which answers an address that is not a page.
  if (!response.ok) return;
  const shown = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    if (
      url.origin === location.origin &&
      /^\/assets\/(?!ui\/).+\.(svg|png|jpe?g|webp|avif)$/.test(url.pathname)
    )
      shown.add(url.pathname);
  }
  // In one request to the cache (the interface's pictures, under /assets/ui/, are precached).
  await (await caches.open(PICTURES_CACHE)).addAll([...shown]).catch(() => {
    // One gone or the network dropped: the page still opens offline, without its pictures.
  });
  // Last: a kept page has its pictures kept.
  await cache.put(location.pathname, response);
}

async function refreshKeptPages(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  for (const request of await cache.keys()) {
    try {
      const response = await fetch(request.url, { cache: 'no-cache' });
      if (response.ok) await cache.put(request, response);
    } catch {
      return; // the network went: the next update tries again
    }
  }
}
