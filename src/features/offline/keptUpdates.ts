/**
 * What the kept catalogue's update in the background is doing (keptDownload.ts), for the footer's
 * control to show: apart from the download code, which the control loads only when it is used.
 */
import type { Locale } from '../../i18n/locale';

/** What the update in the background is doing, for the footer's control to show. */
export type UpdateState =
  | { step: 'none' }
  | { step: 'updating'; locale: Locale; done: number; total: number }
  | { step: 'stopped'; locale: Locale }
  | { step: 'no-room'; locale: Locale; needed: number; free: number }
  | { step: 'updated'; locale: Locale };

let updateState: UpdateState = { step: 'none' };
const listeners = new Set<() => void>();
export const setUpdate = (state: UpdateState) => {
  updateState = state;
  listeners.forEach((listener) => listener());
};
export const updateSnapshot = () => updateState;
export function onUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
