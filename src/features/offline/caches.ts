/**
 * Names shared by the service worker's configuration (vite.config.ts), the registration
 * (src/features/offline/serviceWorker.ts) and the footer's catalogue download: change them together.
 */

/** Every page the visitor opened or kept, by its address (the worker's network-first route). */
export const PAGES_CACHE = 'ivm-pages';
/** Pictures kept for the catalogue that the worker's precache does not already hold. */
export const PICTURES_CACHE = 'ivm-pictures';
/** The worker's file, at the root so that its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';
/** What keeping the catalogue fetches, by language (written by scripts/prerender/catalogue.ts). */
export const CATALOGUE_MANIFEST_URL = '/offline-catalogue.json';

export interface CatalogueFile {
  url: string;
  bytes: number;
}
export interface CatalogueManifest {
  en: { pages: number; files: CatalogueFile[] };
  ru: { pages: number; files: CatalogueFile[] };
}
