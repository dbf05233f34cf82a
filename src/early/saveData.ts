/**
 * The visitor's Save-Data preference, as the home page's video and partner carousel read it once
 * hydrated. (Before any script file, the page's inline script marks <html data-save-data> from the
 * same preference: src/early/earlyTaps.js.)
 */

/** True when the browser reports the Save-Data preference (navigator.connection.saveData). */
export function prefersSaveData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
