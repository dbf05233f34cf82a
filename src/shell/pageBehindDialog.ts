/**
 * On a phone the enquiry form's dialog covers the page: the page shows only in the dimmed margin
 * around it. Opening it still costs the page, though: the browser makes everything behind a modal
 * dialog inert, and to do so restyles every element it renders (on the home page, about 310 of
 * them: the most of a slow phone's tap on Start Cooperation, with the repaint of the dimmed page).
 *
 * So, on a narrow screen, while a dialog that fills it (Dialog's `covers`) is open, each part of the
 * page beside the dialog's own branch skips its contents (`content-visibility: hidden`, held at the
 * size it had): the browser restyles, lays out and paints none of it, and keeps what it had computed
 * for when the dialog closes. Its own box stays, so the page keeps its height and scroll position;
 * what showed of it in the margin becomes the backdrop's plain colour. A short dialog, or a wider
 * screen, leaves the page in view behind it.
 *
 * It listens to the dialog's own `beforetoggle`, which every way of opening and closing a dialog
 * fires before the browser acts (a script's `showModal()`, a button's `commandfor`, Escape, a tap on
 * the backdrop), so the parts come back before focus returns to the button inside them. A browser
 * without `beforetoggle` on dialogs renders the page behind as before.
 */

/** Narrow enough that a dialog spans the screen's width (Dialog.module.css: 2rem of margin). */
const NARROW = '(max-width: 37.5rem)';

interface Skipped {
  part: HTMLElement;
  /** What the part's own inline style said before, to put back. */
  contentVisibility: string;
  containIntrinsicSize: string;
}

/** The parts each open dialog has skipped. */
const skippedBy = new Map<HTMLDialogElement, Skipped[]>();

/** The parts of the page beside the dialog's branch, from its siblings up to the body's children. */
function partsBeside(dialog: HTMLDialogElement): HTMLElement[] {
  // Another dialog that is open, or the part that holds it, stays as it is.
  const open = [...document.querySelectorAll('dialog[open]')];
  const parts: HTMLElement[] = [];
  for (
    let node: HTMLElement = dialog;
    node !== document.body && node.parentElement;
    node = node.parentElement
  ) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement)) continue;
      if (sibling instanceof HTMLDialogElement || open.some((other) => sibling.contains(other))) continue;
      parts.push(sibling);
    }
  }
  return parts;
}

function skip(dialog: HTMLDialogElement): void {
  // Every size is read first and written after: one layout, not one for each part.
  const measured = partsBeside(dialog).flatMap((part) => {
    const style = getComputedStyle(part);
    // Not rendered, or not a box of its own (containment needs one); or fixed on the screen (the
    // network notes), which stays as it was.
    if (['none', 'contents', 'inline'].includes(style.display) || style.position === 'fixed') return [];
    const px = (value: string) => parseFloat(value) || 0;
    // The intrinsic size is the content box's: the part's border box, less its padding and border.
    const width =
      part.offsetWidth -
      px(style.paddingLeft) -
      px(style.paddingRight) -
      px(style.borderLeftWidth) -
      px(style.borderRightWidth);
    const height =
      part.offsetHeight -
      px(style.paddingTop) -
      px(style.paddingBottom) -
      px(style.borderTopWidth) -
      px(style.borderBottomWidth);
    return [{ part, width: Math.max(0, width), height: Math.max(0, height) }];
  });
  skippedBy.set(
    dialog,
    measured.map(({ part, width, height }) => {
      const skipped = {
        part,
        contentVisibility: part.style.contentVisibility,
        containIntrinsicSize: part.style.containIntrinsicSize,
      };
      // `auto` first: a part the browser renders only near the screen (`.render-later`) keeps the
      // size it remembers (it would forget it without `auto`, and come back at its estimate).
      part.style.containIntrinsicSize = `auto ${width}px auto ${height}px`;
      part.style.contentVisibility = 'hidden';
      return skipped;
    }),
  );
}

function restore(dialog: HTMLDialogElement): void {
  for (const { part, contentVisibility, containIntrinsicSize } of skippedBy.get(dialog) ?? []) {
    part.style.contentVisibility = contentVisibility;
    part.style.containIntrinsicSize = containIntrinsicSize;
  }
  skippedBy.delete(dialog);
}

/** The screen is narrow (set when listening starts). */
let narrow: MediaQueryList | undefined;

function onBeforeToggle(event: Event): void {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement)) return;
  // A dialog that left without closing (taken out of the page while open) gives its parts back.
  for (const other of skippedBy.keys()) if (!other.open || !other.isConnected) restore(other);
  const opening = (event as ToggleEvent).newState === 'open';
  restore(dialog);
  // Only a dialog that fills the screen (Dialog.tsx `covers`; every dialog of the site is modal).
  if (opening && dialog.hasAttribute('data-covers') && narrow?.matches) skip(dialog);
}

/** Listens for every dialog of the page, from now on; returns the function that stops it. */
export function skipThePageBehindDialogs(): () => void {
  const restoreAll = () => {
    for (const dialog of [...skippedBy.keys()]) restore(dialog);
  };
  const onClose = (event: Event) => {
    if (event.target instanceof HTMLDialogElement) restore(event.target);
  };
  // Turned to landscape, the dialog no longer covers the page: the page comes back.
  const onWiden = () => {
    if (!narrow?.matches) restoreAll();
  };
  narrow = window.matchMedia(NARROW);
  narrow.addEventListener('change', onWiden);
  document.addEventListener('beforetoggle', onBeforeToggle, true);
  // A browser that fires `beforetoggle` on opening but not on closing still gives the page back.
  document.addEventListener('close', onClose, true);
  return () => {
    document.removeEventListener('beforetoggle', onBeforeToggle, true);
    document.removeEventListener('close', onClose, true);
    narrow?.removeEventListener('change', onWiden);
    restoreAll();
  };
}
