import { safeStorage } from './safeStorage';

/**
 * A value kept in localStorage under one key, for a store read with `useSyncExternalStore`: parsed
 * only when the stored text changes (or `stale` says the parsed value has aged), so a read returns
 * the same object until then. Storage that throws is `safeStorage`'s affair: the value then lives
 * in this page's memory for the visit. Another tab's write is heard through the `storage` event.
 */
export interface StoredValue<T> {
  get(): T;
  /** Stores the text (null removes it) and tells the listeners. */
  set(raw: string | null): void;
  subscribe(listener: () => void): () => void;
  /** Tells the listeners (a change of state kept beside the value). */
  emit(): void;
  /** Forgets the parsed value (tests). */
  forget(): void;
}

export function storedValue<T>(
  key: string,
  parse: (raw: string) => T,
  empty: T,
  stale: (value: T) => boolean = () => false,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null = null;
  let cached = empty;
  let listening = false;
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get() {
      const raw = safeStorage.getItem(key);
      if (raw !== cachedRaw || stale(cached)) {
        cachedRaw = raw;
        cached = raw === null ? empty : parse(raw);
      }
      return cached;
    },
    set(raw) {
      if (raw === null) safeStorage.removeItem(key);
      else safeStorage.setItem(key, raw);
      emit();
    },
    subscribe(listener) {
      if (!listening && typeof window !== 'undefined') {
        listening = true;
        // Another tab changed the value (or cleared the storage: key null).
        window.addEventListener('storage', (event) => {
          if (event.key === key || event.key === null) emit();
        });
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit,
    forget() {
      cachedRaw = null;
      cached = empty;
    },
  };
}
