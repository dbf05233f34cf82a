/**
 * localStorage as the enquiry code uses it: a browser that blocks site data throws on the very
 * access to `localStorage`, a full one throws on write, a private mode may have none. Then what is
 * written stays in this page's memory for the visit, so nothing that depends on it breaks.
 */
const memory = new Map<string, string>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Whether touching `localStorage` throws (site data blocked), as a module that probes it on load would. */
export function storageThrows(): boolean {
  try {
    void globalThis.localStorage;
    return false;
  } catch {
    return true;
  }
}

export const safeStorage = {
  getItem(key: string): string | null {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem(key: string, value: string): void {
    try {
      const store = storage();
      if (!store) throw new Error('no storage');
      store.setItem(key, value);
      memory.delete(key);
    } catch {
      memory.set(key, value);
    }
  },
  removeItem(key: string): void {
    memory.delete(key);
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing stored there either.
    }
  },
};

/** Forgets what was kept in memory (tests). */
export function resetMemoryStorage(): void {
  memory.clear();
}
