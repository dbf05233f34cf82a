/**
 * What to do when a code-split chunk cannot be loaded, without React (src/app/boot.ts uses it first).
 * The network is down: fetch it again once the network is back, the page as it is. The chunk is gone
 * (an old deploy, 404): reload, at most once per page, and never offline, with text typed in a form or
 * while an enquiry is sent. See docs/architecture.md, "A redeploy, a bad network".
 */
import { backOff } from './backOff';

/** Marks, in the page's history entry, that the page has reloaded for a missing chunk. */
const RELOADED = 'ivmChunkReload';
let reloading = false;

/** True once this page has asked the browser to reload it (its remaining code may be gone). */
export function isReloading(): boolean {
  return reloading;
}

/** True for the errors a browser gives when a code-split chunk cannot be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * The address the browser names in the error, or else the page's first chunk (Safari names none):
 * a page whose own first chunk is gone is of an old deploy too.
 */
export function failedChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const named = /\b(https?:\/\/\S+?\.(?:m?js|css))\b/.exec(message)?.[1];
  if (named) return named;
  const first = document.getElementById('root')?.dataset.modules?.split(' ').find(Boolean);
  return first ? new URL(first, document.baseURI).href : null;
}

/**
 * Why a chunk could not be loaded: `offline` (no network, or the request fails as a network error),
 * `gone` (its URL answers 404 or 410, or a page instead of code: an old deploy), or `unknown` (it is
 * there now: a passing failure).
 */
export async function whyChunkFailed(error: unknown): Promise<'offline' | 'gone' | 'unknown'> {
  if (!navigator.onLine) return 'offline';
  const url = failedChunkUrl(error);
  if (!url) return 'unknown';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.ok && /text\/html/.test(response.headers.get('content-type') ?? '')) return 'gone';
    return 'unknown';
  } catch {
    return 'offline';
  }
}

/**
 * Why the page must not reload now, or null when it may: the network is down (the reload would be
 * the browser's error page), something is typed in a form, or an enquiry is being sent.
 */
export function reasonNotToReload(): string | null {
  if (!navigator.onLine) return 'offline';
  if (document.querySelector('form[aria-busy="true"]')) return 'sending';
  // Typed text: a choice (a box, a button) is quickly made again, and its value is never empty.
  const NOT_TYPED = /^(hidden|submit|button|reset|image|checkbox|radio|file|range|color)$/;
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'form input, form textarea',
  );
  for (const field of fields) if (!NOT_TYPED.test(field.type) && field.value.trim() !== '') return 'typed';
  return null;
}

/** True when this page (its history entry, which a reload keeps without any storage) has reloaded. */
function reloadedBefore(): boolean {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null && RELOADED in state;
}

/**
 * Reloads the page once, so a visitor holding an old page after a redeploy gets the new site, unless
 * it already did or a reload would lose something (`reasonNotToReload`). Returns whether it reloads.
 * The mark is kept in the history entry's state (the address stays as it is), not in storage, which
 * a browser may block.
 */
export function reloadOnceForChunkError(): boolean {
  if (reloading) return true;
  if (reloadedBefore() || reasonNotToReload()) return false;
  try {
    const state: unknown = history.state;
    history.replaceState({ ...(typeof state === 'object' ? state : null), [RELOADED]: Date.now() }, '');
  } catch {
    // Without the mark the next page could reload again, and again: rather not reload at all.
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/**
 * Reloads the page once if the chunk of `error` is gone (its URL answers 404). Resolves to whether
 * it reloads.
 */
export async function reloadIfGone(error: unknown): Promise<boolean> {
  return isChunkLoadError(error) && (await whyChunkFailed(error)) === 'gone' && reloadOnceForChunkError();
}

/** Loads that wait for the network now; the controls that asked for them say so. */
let waiting = 0;
const waitListeners = new Set<() => void>();
const setWaiting = (change: number) => {
  waiting += change;
  waitListeners.forEach((listener) => listener());
};

/** True while some code waits for the network to come back. */
export function isWaitingForNetwork(): boolean {
  return waiting > 0;
}

/** Calls `listener` whenever `isWaitingForNetwork` may have changed; returns the unsubscribe. */
export function subscribeWaitingForNetwork(listener: () => void): () => void {
  waitListeners.add(listener);
  return () => waitListeners.delete(listener);
}

/** Attempts at code that is there (or cannot be checked) but still fails, before giving up. */
const MAX_UNKNOWN_ATTEMPTS = 4;

/**
 * The wait before attempt `attempt + 1`: until the `online` event while offline; otherwise 1 s, 2 s,
 * 4 s ... up to 30 s, cut short by an `online` event.
 */
export function retryWait(attempt: number): number {
  return backOff(attempt, 1000, 30_000);
}

function networkBack(attempt: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    window.addEventListener('online', done);
    const timer = navigator.onLine ? setTimeout(done, retryWait(attempt)) : undefined;
  });
}

/**
 * Runs `load` (a dynamic import, or several) until it succeeds. When its code cannot arrive because
 * the network is down, it waits for the network (`isWaitingForNetwork`) and tries again, as long as it
 * takes: the control that asked for it then does its job. When the code is gone (an old deploy), the
 * page reloads once if it may (and this never settles); otherwise, and for any other error, it
 * rejects. (Chromium fetches a failed module again on the next import(): it does not keep the failure.)
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  let unknown = 0;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      const why = await whyChunkFailed(error);
      if (why === 'gone') {
        if (reloadOnceForChunkError()) return new Promise<never>(() => undefined);
        throw error;
      }
      if (why === 'unknown' && ++unknown >= MAX_UNKNOWN_ATTEMPTS) throw error;
      const offline = why === 'offline';
      if (offline) setWaiting(+1);
      try {
        await networkBack(attempt);
      } finally {
        if (offline) setWaiting(-1);
      }
    }
  }
}
