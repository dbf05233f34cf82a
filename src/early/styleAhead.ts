/**
 * Lays a closed element out once, hidden by `className` (displayed but unseen), then hides it again:
 * its first opening then reuses that style and layout instead of computing them inside the tap.
 * Called in idle time (./prefetch.ts) for the dialogs kept in the page while closed (src/shell/Dialog.tsx).
 */
export function styleAhead(dialog: HTMLDialogElement, className: string): void {
  if (dialog.open) return;
  dialog.classList.add(className);
  dialog.getBoundingClientRect();
  dialog.classList.remove(className);
}
