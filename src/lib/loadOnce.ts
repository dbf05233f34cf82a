/**
 * Values loaded once each, then read synchronously: a route's preload awaits `load`, and the page
 * reads the value in render with `read`, which never suspends (the strings and the screen content
 * are kept this way, under the names they are loaded by). A load that fails on the network is tried
 * again once the network is back (`loadWhenOnline`).
 */
import { loadWhenOnline } from './chunkErrors';

export interface LoadOnce<A extends readonly string[], V> {
  /** Loads the value named `args` unless it is loaded already; resolves to it. */
  load: (...args: A) => Promise<V>;
  /** The value named `args`; throws, with `notLoaded`'s message, when it has not been loaded. */
  read: (...args: A) => V;
}

export function loadOnce<A extends readonly string[], V>(
  loader: (...args: A) => Promise<V>,
  notLoaded: (...args: A) => string,
): LoadOnce<A, V> {
  const loaded = new Map<string, V>();
  // Loads under way: a second load of one value waits for the first instead of fetching it again.
  const pending = new Map<string, Promise<V>>();
  const read = (...args: A): V => {
    const key = args.join(':');
    if (!loaded.has(key)) throw new Error(notLoaded(...args));
    return loaded.get(key) as V;
  };
  return {
    load: async (...args) => {
      const key = args.join(':');
      if (!loaded.has(key)) {
        let loading = pending.get(key);
        if (!loading) {
          loading = loadWhenOnline(() => loader(...args)).finally(() => pending.delete(key));
          pending.set(key, loading);
        }
        const value = await loading;
        if (!loaded.has(key)) loaded.set(key, value);
      }
      return read(...args);
    },
    read,
  };
}
