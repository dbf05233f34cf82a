/**
 * Imported by send.ts just before the EmailJS SDK, for its side effect: the SDK reads `localStorage`
 * as it loads (its default storage), and where the browser blocks site data that read throws, so the
 * SDK, and the form with it, could not load. Then `localStorage` is shadowed as absent while the SDK
 * loads; send.ts puts it back (`restoreStorage`) and gives the SDK a storage that cannot throw.
 */
import { storageThrows } from '../../lib/safeStorage';

const own = typeof window === 'undefined' ? undefined : Object.getOwnPropertyDescriptor(window, 'localStorage');
let shadowed = false;

if (typeof window !== 'undefined' && storageThrows()) {
  try {
    Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true, writable: true });
    shadowed = true;
  } catch {
    // Not configurable: the SDK's import fails as it would have anyway.
  }
}

/** Puts back what was shadowed (once the SDK has loaded). */
export function restoreStorage(): void {
  if (!shadowed) return;
  shadowed = false;
  if (own) Object.defineProperty(window, 'localStorage', own);
  else Reflect.deleteProperty(window, 'localStorage');
}
