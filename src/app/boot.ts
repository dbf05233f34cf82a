/**
 * The boot script, the only script a page asks for up front: the prerendered page works without
 * scripts, so React and the page's code are fetched once the page has loaded and been painted (or at
 * the first tap, key or focus), not sharing a slow network with the text and pictures. Taps held by
 * src/early/earlyTaps.js are given again once React has the page. See docs/architecture.md.
 */
import { isChunkLoadError, loadWhenOnline } from '../lib/chunkErrors';
import '../styles/global.css';

// No `vite:preloadError` handler: every import that fails reaches its caller, which fetches the code
// again once the network is back, or reloads once if it is gone (src/lib/chunkErrors.ts). A handler
// that reloaded on any failed import reloaded without end where a module threw as it ran.

const EARLY_START = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Resolves once the page has loaded (its pictures and stylesheets). */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the page's text or pictures have been painted: a load event can come before the
 * first paint, and code fetched then would still stand in the way of it. (Where paint timing is not
 * available: after the next frame.)
 */
function painted(): Promise<void> {
  const FCP = 'first-contentful-paint';
  if (performance.getEntriesByName(FCP).length) return Promise.resolve();
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName(FCP).length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves at the visitor's first tap, key press or focus, except on a link: a link works without
 * the code, and when it leads to another page, code fetched for this one would only share the
 * network with it.
 */
function interaction(): Promise<void> {
  return new Promise((resolve) => {
    const go = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) return;
      EARLY_START.forEach((type) => document.removeEventListener(type, go, true));
      resolve();
    };
    EARLY_START.forEach((type) => document.addEventListener(type, go, { capture: true, passive: true }));
  });
}

/**
 * Resolves once the page's leading picture (the one fetched with high priority: a product's
 * picture, the home page's poster) is on screen, or at once where there is none, or after 250 ms
 * where the browser does not say (it reports a picture only while it is the largest thing painted).
 * The load event can come between the picture's arrival and its paint: code fetched then would
 * compete with that paint on a slow phone.
 */
function leadPictureShown(): Promise<void> {
  const picture = document.querySelector('img[fetchpriority="high"]');
  if (!picture || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'))
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      const shown = list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === picture);
      if (shown) done();
    });
    const timeout = setTimeout(done, 250);
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * When to fetch the code: the page has loaded and been painted, its leading picture included, or the
 * visitor acts first.
 */
function pageReady(): Promise<void> {
  return Promise.race([loaded().then(painted).then(leadPictureShown), interaction()]);
}

/**
 * Starts fetching the page's chunks (listed by the prerenderer: the app's and the page's own), a
 * task for each: a modulepreload link costs the browser about half a millisecond of main-thread work
 * (more on a slow phone), and nine of them at once would be one long task.
 */
async function preloadPageModules(container: HTMLElement): Promise<void> {
  for (const href of container.dataset.modules?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** What the page's inline script (src/early/earlyTaps.js) held: a tap on a button, the search shortcut. */
interface EarlyTaps {
  pending(): boolean;
  release(): { button: HTMLButtonElement | null; key: KeyboardEventInit | null };
}

declare global {
  interface Window {
    /** Set by the inline script of a prerendered page; the dev server's page has none. */
    ivmEarlyTaps?: EarlyTaps;
  }
}

/**
 * Stops holding taps and gives the held ones again: the button's click, on the page React now
 * listens to (a tap on a part not hydrated yet makes React hydrate that part first); the search
 * shortcut once the page says it is interactive, as the search listens from an effect.
 */
function releaseEarlyTaps(replay: boolean): void {
  const { button, key } = window.ivmEarlyTaps?.release() ?? { button: null, key: null };
  if (!replay) return;
  if (button?.isConnected) button.click();
  if (key)
    void whenHydrated().then(() =>
      document.dispatchEvent(new KeyboardEvent('keydown', { ...key, bubbles: true })),
    );
}

/** Resolves once the app's layout has run its effects (src/app/Layout.tsx sets html[data-hydrated]). */
function whenHydrated(): Promise<void> {
  const root = document.documentElement;
  if (root.dataset.hydrated) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.dataset.hydrated) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/** Resolves once the whole document has been parsed (the script is async: it may run before). */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

async function start() {
  await documentParsed();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // The dev server's page has only a comment in #root: nothing to show until the app renders.
  if (!container.firstElementChild) {
    await (await import('./client')).render(container);
    return;
  }
  // A tap before this script arrived: the visitor is waiting, start now.
  if (!window.ivmEarlyTaps?.pending()) await pageReady();
  await preloadPageModules(container);
  try {
    // Offline while the code arrives: it is fetched again once the network is back, and the page,
    // with what was typed meanwhile, hydrates then. Gone after a redeploy: one reload, if nothing
    // typed would be lost.
    const hydrate = await loadWhenOnline(async () => {
      // Destructured here: the bundler then keeps the module's named exports, not a namespace.
      const { hydrate } = await import('./client');
      return hydrate;
    });
    await hydrate(container);
    releaseEarlyTaps(true);
  } catch (error) {
    releaseEarlyTaps(false);
    if (!isChunkLoadError(error)) throw error;
    // The prerendered page stays as it is: it reads and links without JavaScript.
    console.warn('This page stays static: its code could not be loaded.', error);
  }
}

void start();
