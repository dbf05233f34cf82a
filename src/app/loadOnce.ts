/**
 * Values loaded once each, then read synchronously: a route's preload awaits `load` (prerender,
 * hydration, navigation), and the page reads the value during render with `read`, which never
 * suspends. The interface strings (src/i18n/strings.ts), the page strings (src/i18n/pageStrings.ts)
 * and the screen content (src/content/localized.ts) are kept this way, each value under the names
 * it is loaded by (a language, or a language and a part).
 */
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
  const read = (...args: A): V => {
    const key = args.join(':');
    if (!loaded.has(key)) throw new Error(notLoaded(...args));
    return loaded.get(key) as V;
  };
  return {
    load: async (...args) => {
      const key = args.join(':');
      if (!loaded.has(key)) {
        const value = await loader(...args);
        // Two loads of one value may overlap: the first one stays (it is the same module anyway).
        if (!loaded.has(key)) loaded.set(key, value);
      }
      return read(...args);
    },
    read,
  };
}
