/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest from this file: vite.config.ts).
 *
 * - Precache: the code, styles and interface pictures both languages share, the icons and the
 *   offline pages. A language's own code goes into CODE_CACHE only for the languages the device
 *   uses (the pages open at install, and each page's message): a first visit downloads one
 *   language's code, not both.
 * - Pages: the network, for at most NETWORK_TIMEOUT_MS (a connected but silent network must not
 *   hold a tap), then the newest complete kept catalogue, then the pages visited, then the offline
 *   page of the address's language. Navigation preload starts the network request while the worker
 *   wakes up.
 * - Files under /assets/ the precache lacks: from any cache that holds them (an old kept page finds
 *   its own old code in its own kept set), else the network, kept as seen.
 */
import { clientsClaim } from 'workbox-core';
import * as navigationPreload from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { localeOfPath, LOCALES, type Locale } from '../../i18n/locale';
import { CODE_CACHE, PAGES_CACHE, PICTURES_CACHE, type KeepLanguageMessage } from './caches';
import { keptPage } from './kept';

/** The build's list (vite.config.ts): a language's own files carry their language. */
type Entry = PrecacheEntry & { lang?: Locale };
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (Entry | string)[] };

const NETWORK_TIMEOUT_MS = 3000;
const OFFLINE_PAGES: Record<Locale, string> = { en: '/offline.html', ru: '/ru/offline.html' };
/** Which languages' code the device keeps, so that a new worker keeps the same ones. */
const LANGUAGES_KEY = '/__ivm-code-languages.json';

const entries = self.__WB_MANIFEST.map((entry): Entry =>
  typeof entry === 'string' ? { url: entry } : entry,
);
const languageFiles = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    entries.filter((e) => e.lang === locale).map((e) => new URL(e.url, self.location.href).pathname),
  ]),
) as Record<Locale, string[]>;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(
  entries.filter((entry) => !entry.lang).map(({ url, revision }) => ({ url, revision: revision ?? null })),
);
navigationPreload.enable();

/** The browser asks to save data (Chromium has navigator.connection in workers too). */
function savingData(): boolean {
  return (
    (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection?.saveData ===
    true
  );
}

async function keptLanguages(): Promise<Locale[]> {
  const response = await (await caches.open(CODE_CACHE)).match(LANGUAGES_KEY);
  return response ? ((await response.json()) as Locale[]) : [];
}

/** Fetches a language's own code into CODE_CACHE (what is there already is not fetched again). */
async function keepLanguage(locale: Locale): Promise<void> {
  if (savingData()) return;
  const cache = await caches.open(CODE_CACHE);
  const languages = await keptLanguages();
  if (!languages.includes(locale))
    await cache.put(LANGUAGES_KEY, new Response(JSON.stringify([...languages, locale])));
  const missing: string[] = [];
  for (const url of languageFiles[locale])
    if (!(await cache.match(url, { ignoreVary: true }))) missing.push(url);
  await cache.addAll(missing);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const languages = new Set([
        ...(await keptLanguages()),
        ...windows.map((client) => localeOfPath(new URL(client.url).pathname)),
      ]);
      // Not a failed install for this: a page's message asks again.
      await Promise.all([...languages].map((locale) => keepLanguage(locale).catch(() => undefined)));
    })(),
  );
});

// The old version's language code goes with the old precache; a kept catalogue holds its own.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([...Object.values(languageFiles).flat(), LANGUAGES_KEY]);
      const cache = await caches.open(CODE_CACHE);
      for (const request of await cache.keys())
        if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as Partial<KeepLanguageMessage> | null;
  if (data?.type === 'keep-language' && (data.locale === 'en' || data.locale === 'ru'))
    event.waitUntil(keepLanguage(data.locale).catch(() => undefined));
});

async function page({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const fetchEvent = event as FetchEvent;
  const network = (async () => {
    const preloaded = (await fetchEvent.preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(request));
    if (response.status === 200) {
      const copy = response.clone();
      fetchEvent.waitUntil(caches.open(PAGES_CACHE).then((cache) => cache.put(url.pathname, copy)));
    }
    return response;
  })();
  fetchEvent.waitUntil(
    network.then(
      () => undefined,
      () => undefined,
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, NETWORK_TIMEOUT_MS)));
  try {
    const first = await Promise.race([network, timeout]);
    if (first) return first;
  } catch {
    // No network: the kept copy.
  } finally {
    clearTimeout(timer);
  }
  // A complete kept set before the pages visited: its pages, code and index are of one version.
  const kept =
    (await keptPage(url.pathname).catch(() => undefined)) ??
    (await caches.match(url.pathname, { cacheName: PAGES_CACHE, ignoreSearch: true, ignoreVary: true }));
  if (kept) return kept;
  try {
    // Nothing kept: a slow network is still the only way to the page.
    return await network;
  } catch {
    return (await matchPrecache(OFFLINE_PAGES[localeOfPath(url.pathname)])) ?? Response.error();
  }
}

registerRoute(({ request }) => request.mode === 'navigate', page);

registerRoute(
  ({ sameOrigin, url, request }) =>
    sameOrigin &&
    request.method === 'GET' &&
    // Not the hero video: it is never kept, and its range requests are the browser's own business.
    request.destination !== 'video' &&
    !request.headers.has('range') &&
    (url.pathname.startsWith('/assets/') || request.destination === 'image'),
  async ({ request, url, event }) => {
    // Hashed: any copy is the right one, whatever Vary (Origin) the server sent with it.
    const held = await caches.match(request, { ignoreVary: true });
    if (held) return held;
    const response = await fetch(request);
    if (response.status === 200) {
      // Kept while the page already reads it (as Workbox's strategies do), not before answering.
      const copy = response.clone();
      const cache = /\.(js|css)$/.test(url.pathname) ? CODE_CACHE : PICTURES_CACHE;
      (event as FetchEvent).waitUntil(
        caches
          .open(cache)
          .then((opened) => opened.put(request, copy))
          .catch(() => undefined),
      );
    }
    return response;
  },
);

// A route that fails (the precache missing a file while the network drops, a cache the browser
// cannot read) must not hand respondWith a rejected promise: the picture would be broken, and Firefox
// logs it as an interception error. Any cache's copy, else the network once more, as if no worker
// were there. Pages never come here: page() answers every navigation itself.
setCatchHandler(async ({ request }) => {
  const held = await caches.match(request, { ignoreVary: true }).catch(() => undefined);
  return held ?? fetch(request);
});
