import { afterPrefetch, prefersSaveData } from '../../early';
import { localeOfPath } from '../../i18n/locale';
import { idle, whenIdle } from '../../lib/idle';
import { PAGES_CACHE, PICTURES_CACHE, SERVICE_WORKER_URL, type KeepLanguageMessage } from './caches';
import { completeKeptSets } from './kept';

/** What became of the worker on this page, for the tests: registered, or skipped for Save-Data. */
function mark(state: 'registered' | 'save-data'): void {
  document.documentElement.dataset.serviceWorker = state;
}

/**
 * Registers the service worker (src/features/offline/sw.ts, built by vite-plugin-pwa: vite.config.ts)
 * once the page has loaded, is laid out whole (`laidOut`) and what its controls need is in, in idle
 * time: the worker then precaches the site's shared code and this language's, which must not compete
 * with the first visit's own page (docs/performance.md). A page whose load never ends (a picture that
 * hangs) leaves it to the next page. Not when the browser asks to save data: nothing is downloaded
 * ahead then, until the visitor keeps the catalogue (CatalogueDownload registers it). Never in the
 * dev server (no worker is built).
 */
export function registerServiceWorker(laidOut: Promise<void>): void {
  if (!import.meta.env.PROD || !offlineSupported()) return;
  afterPageLoad(laidOut, () => {
    if (prefersSaveData() && !navigator.serviceWorker.controller) {
      mark('save-data');
      return;
    }
    const container = navigator.serviceWorker;
    // A page that had a worker and gets a new one: a new deploy took over (sw.ts: skipWaiting).
    // The pages visited under the old one name its code, which the new worker no longer holds:
    // fetch them again, so they still work offline (a kept catalogue keeps its own code).
    if (container.controller) {
      container.addEventListener(
        'controllerchange',
        () => whenIdle(() => void refreshVisitedPages(), IDLE_TIMEOUT_MS),
        {
          once: true,
        },
      );
    }
    void startWorker()
      .then(() => idle(IDLE_TIMEOUT_MS))
      .then(keepThisPage)
      .then(updateKeptCatalogue)
      .catch(() => undefined);
  });
}

/**
 * Registers the worker, waits until it is active and asks it to keep this language's code (it
 * keeps what is missing only). Also what keeping the catalogue does under Save-Data.
 */
export async function startWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  await container.register(SERVICE_WORKER_URL);
  mark('registered');
  const registration = await container.ready;
  const message: KeepLanguageMessage = { type: 'keep-language', locale: localeOfPath(location.pathname) };
  if (!prefersSaveData()) registration.active?.postMessage(message);
}

/** After the load event, once the page is laid out whole and its own prefetches are in, in idle time. */
function afterPageLoad(laidOut: Promise<void>, run: () => void): void {
  const next = () => void laidOut.then(() => afterPrefetch(() => whenIdle(run, IDLE_TIMEOUT_MS)));
  if (document.readyState === 'complete') next();
  else window.addEventListener('load', next, { once: true });
}

/** Service workers and the Cache API: what working offline needs. */
export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'caches' in window;
}

/** Idle time the worker's own work waits for at most. */
export const IDLE_TIMEOUT_MS = 5000;

/**
 * The page the worker was registered from (the first visit's page, which no worker answered) is
 * kept like every page opened afterwards, with the pictures it showed (the worker keeps those of
 * later pages as they are fetched). They come from the browser's cache, not the network again.
 */
async function keepThisPage(): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  // Visited, or in a kept catalogue.
  if (!navigator.onLine || (await caches.match(location.pathname, { ignoreSearch: true, ignoreVary: true })))
    return;
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

/** A device that keeps the catalogue brings it up to date (keptDownload.ts); the code only then. */
async function updateKeptCatalogue(): Promise<void> {
  if (!navigator.onLine || (await completeKeptSets()).length === 0) return;
  await (await import('./keptDownload')).updateKeptSets();
}

async function refreshVisitedPages(): Promise<void> {
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
