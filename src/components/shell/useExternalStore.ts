// eslint-disable-next-line no-restricted-imports -- the one place the bare hook is wrapped
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { renderingServerMarkup } from './hydration';

/**
 * `useSyncExternalStore` with React's hydration rule, on Preact (see vite-plugins/preact.ts): on the
 * server and while hydrating, a component shows the server snapshot, so hydration meets exactly the
 * markup it adopts; before the browser paints, a layout effect switches to the store's own snapshot
 * and the component renders again with it. A component mounted later reads the store at once.
 *
 * Preact's own `useSyncExternalStore` ignores the server snapshot, and its hydration does not
 * correct attributes that differ from the prerendered HTML: a value read from the window or from
 * localStorage while hydrating would leave the server's markup on screen with the client's state.
 * Use this, never the bare hook (ESLint says so).
 */
export function useExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [serverMarkup, setServerMarkup] = useState(renderingServerMarkup);
  useLayoutEffect(() => {
    // The deliberate second render after hydration: the store's value replaces the server's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (serverMarkup) setServerMarkup(false);
  }, [serverMarkup]);
  return useSyncExternalStore(subscribe, serverMarkup ? getServerSnapshot : getSnapshot);
}
