import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False on the server and while the page hydrates, true afterwards and in any client-only render.
 * Lets a component render exactly the server's markup first.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
