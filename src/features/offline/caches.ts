/**
 * Names shared by the service worker (sw.ts), the registration (serviceWorker.ts), the kept
 * catalogue (kept.ts, keptDownload.ts) and the build (vite.config.ts, scripts/prerender/catalogue.ts):
 * change them together.
 */
import type { Locale } from '../../i18n/locale';

/** Every page the visitor opened, by its address (the worker's navigation route). */
export const PAGES_CACHE = 'ivm-pages';
/** Pictures and search indexes seen, that the worker's precache does not hold. */
export const PICTURES_CACHE = 'ivm-pictures';
/** One language's code, kept by the worker for the languages the device uses (sw.ts). */
export const CODE_CACHE = 'ivm-code';
/** A kept catalogue: one cache per build and language, `ivm-kept-<build>-<lang>` (kept.ts). */
export const KEPT_PREFIX = 'ivm-kept-';
/** The entry a kept set's download writes last: without it the set is incomplete. */
export const KEPT_MARKER_URL = '/__ivm-kept.json';
/** The worker's file, at the root so that its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';
/** What keeping the catalogue fetches, by language (written by scripts/prerender/catalogue.ts). */
export const CATALOGUE_MANIFEST_URL = '/offline-catalogue.json';

export interface CatalogueFile {
  url: string;
  bytes: number;
}
/** One language's kept set: its build id, its pages' count and every file, pages first. */
export interface KeptList {
  build: string;
  pages: number;
  files: CatalogueFile[];
}
export type CatalogueManifest = Record<Locale, KeptList>;

/** What a set takes on the device, in bytes. */
export const bytesOf = (list: KeptList) => list.files.reduce((sum, file) => sum + file.bytes, 0);

/** What the marker of a complete kept set says. */
export interface KeptMarker {
  build: string;
  locale: Locale;
  pages: number;
  bytes: number;
  /** When it was complete, in ms since the epoch. */
  savedAt: number;
}

/** A message from a page to the worker: keep the code of my language (sw.ts). */
export interface KeepLanguageMessage {
  type: 'keep-language';
  locale: Locale;
}
