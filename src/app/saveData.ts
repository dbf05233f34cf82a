/**
 * The visitor's Save-Data preference. No framework here: the boot script (src/boot.ts) reads it
 * before React has loaded, and the home page's video and partner carousel read it once hydrated.
 */

/** True when the browser reports the Save-Data preference (navigator.connection.saveData). */
export function prefersSaveData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
