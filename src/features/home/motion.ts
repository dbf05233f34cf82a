import { useCallback, useSyncExternalStore } from 'react';

/** The media query for visitors who ask for less motion. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** True when the visitor prefers reduced motion (false on the server). Read at the moment of need. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(reducedMotionQuery).matches
    : false;
}

/** The Save-Data preference lives with the boot script, which reads it before React has loaded. */
export { prefersSaveData } from '../../early';

/**
 * A media query as component state. The server and the hydrating render see `serverValue`, so the
 * prerendered HTML and the first client render agree; a second render before the first paint has the real value.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online (true on the server and while hydrating, like the page). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
}
