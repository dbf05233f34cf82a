/**
 * The kept catalogue's sets as the Cache API holds them, read by the service worker (sw.ts) and by
 * the page (keptDownload.ts): one cache per build and language, complete once its marker is in.
 * Only the Cache API here, which both have.
 */
import type { Locale } from '../../i18n/locale';
import { KEPT_MARKER_URL, KEPT_PREFIX, type KeptMarker } from './caches';

export const keptCacheName = (build: string, locale: Locale) => `${KEPT_PREFIX}${build}-${locale}`;

export interface KeptSet {
  cache: string;
  build: string;
  locale: Locale;
  /** Only in a complete set. */
  marker?: KeptMarker;
}

/** Every kept set on the device, complete or not. */
export async function keptSets(): Promise<KeptSet[]> {
  const sets: KeptSet[] = [];
  for (const cache of await caches.keys()) {
    const match = new RegExp(`^${KEPT_PREFIX}(\\w+)-(en|ru)$`).exec(cache);
    if (!match) continue;
    const response = await (await caches.open(cache)).match(KEPT_MARKER_URL);
    const marker = response ? ((await response.json()) as KeptMarker) : undefined;
    sets.push({ cache, build: match[1]!, locale: match[2] as Locale, ...(marker && { marker }) });
  }
  return sets;
}

/** The complete sets, the newest first. */
export async function completeKeptSets(): Promise<(KeptSet & { marker: KeptMarker })[]> {
  return (await keptSets())
    .filter((set): set is KeptSet & { marker: KeptMarker } => Boolean(set.marker))
    .sort((a, b) => b.marker.savedAt - a.marker.savedAt);
}

/** A page's copy from the newest complete set that holds it. */
export async function keptPage(pathname: string): Promise<Response | undefined> {
  for (const set of await completeKeptSets()) {
    const response = await (
      await caches.open(set.cache)
    ).match(pathname, { ignoreSearch: true, ignoreVary: true });
    if (response) return response;
  }
  return undefined;
}
