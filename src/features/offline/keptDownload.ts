/**
 * Keeping a language's catalogue on the device and current (the page's half; the worker's is sw.ts).
 * A set is one cache per build and language (kept.ts), filled with what it lacks, its marker written
 * last; only a complete set replaces the one before, so a device always holds one whole version. See
 * docs/architecture.md, "The kept catalogue" and "After a redeploy".
 */
import type { Locale } from '../../i18n/locale';
import {
  CATALOGUE_MANIFEST_URL,
  KEPT_MARKER_URL,
  KEPT_PREFIX,
  PAGES_CACHE,
  bytesOf,
  type CatalogueManifest,
  type KeptList,
  type KeptMarker,
} from './caches';
import { completeKeptSets, keptCacheName, keptSets, setUpdate } from './kept';

export async function fetchCatalogue(): Promise<CatalogueManifest> {
  const response = await fetch(CATALOGUE_MANIFEST_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${CATALOGUE_MANIFEST_URL}: ${response.status}`);
  return (await response.json()) as CatalogueManifest;
}

/** A page's address, not a file's ('/', '/ru/hist4', not '/offline.html'). */
const isPage = (url: string) => !/\.\w+$/.test(url);

/** Free space in bytes as the browser reports it, or undefined where it does not say. */
export async function freeSpace(): Promise<number | undefined> {
  try {
    const { quota, usage } = (await navigator.storage?.estimate?.()) ?? {};
    return quota === undefined || usage === undefined ? undefined : Math.max(0, quota - usage);
  } catch {
    return undefined;
  }
}

/** Asks the browser to keep the site's data under storage pressure; false where it will not. */
export async function askToPersist(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

const FILE_TIMEOUT_MS = 20_000;

async function keepFile(cache: Cache, url: string): Promise<void> {
  if (await cache.match(url, { ignoreVary: true })) return;
  // A hashed file already on the device (the precache, an older set) is the same file.
  if (url.startsWith('/assets/')) {
    const held = await caches.match(url, { ignoreVary: true });
    if (held) return cache.put(url, held);
  }
  // A file that does not come within FILE_TIMEOUT_MS stops the download (Wi-Fi that went silent):
  // it resumes at the next page opened online.
  const response = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(FILE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await cache.put(url, response);
}

/**
 * Fetches a language's set into its own cache, four files at a time, the marker last; then drops
 * the language's other sets and the visited copies of its pages (the set answers them now).
 */
export async function downloadSet(
  list: KeptList,
  locale: Locale,
  onProgress: (done: number, total: number) => void,
): Promise<KeptMarker> {
  const name = keptCacheName(list.build, locale);
  // An unfinished set of another build (a deploy came in between) will never be completed.
  for (const set of await keptSets())
    if (set.locale === locale && !set.marker && set.cache !== name) await caches.delete(set.cache);
  const cache = await caches.open(name);
  const queue = [...list.files];
  let done = 0;
  let failed = false;
  onProgress(done, list.files.length);
  const worker = async () => {
    // After one failure the others stop too: the next attempt resumes from what is in.
    for (let file = queue.shift(); file && !failed; file = queue.shift()) {
      try {
        await keepFile(cache, file.url);
      } catch (error) {
        failed = true;
        throw error;
      }
      // Another file failed meanwhile: no progress after the failure has been reported.
      if (failed) return;
      done += 1;
      onProgress(done, list.files.length);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const marker: KeptMarker = {
    build: list.build,
    locale,
    pages: list.pages,
    bytes: bytesOf(list),
    savedAt: Date.now(),
  };
  await cache.put(
    KEPT_MARKER_URL,
    new Response(JSON.stringify(marker), { headers: { 'Content-Type': 'application/json' } }),
  );
  for (const set of await keptSets())
    if (set.locale === locale && set.cache !== name) await caches.delete(set.cache);
  const pages = await caches.open(PAGES_CACHE);
  for (const file of list.files) if (isPage(file.url)) await pages.delete(file.url, { ignoreSearch: true });
  return marker;
}

/** Deletes every kept set; the pages visited stay (the worker keeps those as before). */
export async function removeKeptSets(): Promise<void> {
  for (const name of await caches.keys()) if (name.startsWith(KEPT_PREFIX)) await caches.delete(name);
}

/**
 * Runs `task` alone among the site's tabs (Web Locks, where there are): after the other's task when
 * `wait`, else not at all while another tab is keeping or updating a set.
 */
export async function exclusively(task: () => Promise<void>, wait = false): Promise<void> {
  if (!navigator.locks) return task();
  await navigator.locks.request('ivm-kept-catalogue', { ifAvailable: !wait }, async (lock) => {
    if (lock) await task();
  });
}

/**
 * A device that keeps a language's catalogue of another build than the server's fetches the new
 * set (what it has already is not fetched again), and only once it is complete drops the old one.
 * Run by every page opened online, in idle time (serviceWorker.ts): an update cut short goes on.
 */
export async function updateKeptSets(): Promise<void> {
  if ((await completeKeptSets()).length === 0 || !navigator.onLine) return;
  const catalogue = await fetchCatalogue();
  await exclusively(async () => {
    // Read again under the lock: another tab may have finished meanwhile.
    const complete = await completeKeptSets();
    for (const locale of new Set(complete.map((set) => set.locale))) {
      const list = catalogue[locale];
      if (complete.some((set) => set.locale === locale && set.build === list.build)) continue;
      const needed = bytesOf(list);
      const free = await freeSpace();
      if (free !== undefined && free < needed) {
        setUpdate({ step: 'no-room', locale, needed, free });
        continue;
      }
      try {
        await downloadSet(list, locale, (done, total) =>
          setUpdate({ step: 'updating', locale, done, total }),
        );
        setUpdate({ step: 'updated', locale });
      } catch {
        setUpdate({ step: 'stopped', locale });
        return;
      }
    }
  });
}
