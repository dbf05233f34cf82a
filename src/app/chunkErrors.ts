/**
 * What to do when a code-split chunk is gone (a visitor holds a page from before a redeploy). No
 * framework here: the boot script (src/boot.ts) uses it before React has loaded.
 */
const RELOAD_FLAG = 'ivm:chunk-reload';
let reloading = false;

/** True once this page has asked the browser to reload it (its remaining code may be gone). */
export function isReloading(): boolean {
  return reloading;
}

/** True for the errors a browser gives when a code-split chunk is gone (e.g. after a redeploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the page once when a chunk failed to load, so a visitor holding an old page after a
 * redeploy gets the new site instead of an error. Returns false if it already tried.
 */
export function reloadOnceForChunkError(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_FLAG) ?? 0);
    if (Date.now() - last < 10_000) return false;
    sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  } catch {
    // Storage may be blocked; reload anyway, the browser cache gives a fresh page.
  }
  reloading = true;
  window.location.reload();
  return true;
}
