/**
 * localStorage (and sessionStorage) as the enquiry code uses them: a browser that blocks site data throws on the very
 * access to `localStorage`, a full one throws on write, a private mode may have none. Then what is
 * written stays in this page's memory for the visit, so nothing that depends on it breaks.
 */
function storageOf(area: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[area] ?? undefined;
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

const memories: Map<string, string>[] = [];

/** A storage area that never throws: what it cannot store stays in this page's memory. */
function safeArea(area: 'localStorage' | 'sessionStorage') {
  const memory = new Map<string, string>();
  memories.push(memory);
  return {
    getItem(key: string): string | null {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return storageOf(area)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key: string, value: string): void {
      try {
        const store = storageOf(area);
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
        storageOf(area)?.removeItem(key);
      } catch {
        // Nothing stored there either.
      }
    },
  };
}

export const safeStorage = safeArea('localStorage');
/** This tab's session (sessionStorage): what belongs to the visitor at this tab, not to the device. */
export const safeSession = safeArea('sessionStorage');

/** Forgets what was kept in memory (tests). */
export function resetMemoryStorage(): void {
  for (const memory of memories) memory.clear();
}
