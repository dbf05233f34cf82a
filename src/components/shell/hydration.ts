import { options } from 'preact';

let hydrating = false;

/**
 * Runs `hydrate` (Preact's hydration is one synchronous pass) with the page marked as hydrating, so
 * that every component renders the server's markup first (see useExternalStore). The page's code
 * is loaded before (src/app/client.tsx): nothing suspends and resumes after the pass.
 */
export function whileHydrating<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

/**
 * True while rendering on the server (preact-render-to-string marks its renders by skipping
 * effects, in the prerenderer and in unit tests alike) or while hydrating prerendered HTML.
 */
export function renderingServerMarkup(): boolean {
  // `__s` is Preact's mangled name for options._skipEffects, which only server renders set.
  return hydrating || typeof window === 'undefined' || (options as { __s?: boolean }).__s === true;
}
