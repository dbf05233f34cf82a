/**
 * The kept catalogue's sets as the Cache API holds them, read by the service worker (sw.ts) and by
 * the page (keptDownload.ts): one cache per build and language, complete once its marker is in.
 * Only the Cache API here, which both have; and the state of the update in the background, which
 * the footer's control shows before it has loaded the download code.
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

/** What the update in the background is doing, for the footer's control to show. */
export type UpdateState =
  | { step: 'none' }
  | { step: 'updating'; locale: Locale; done: number; total: number }
  | { step: 'stopped'; locale: Locale }
  | { step: 'no-room'; locale: Locale; needed: number; free: number }
  | { step: 'updated'; locale: Locale };

let updateState: UpdateState = { step: 'none' };
const listeners = new Set<() => void>();
export const setUpdate = (state: UpdateState) => {
  updateState = state;
  listeners.forEach((listener) => listener());
};
export const updateSnapshot = () => updateState;
export function onUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
