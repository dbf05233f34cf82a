/**
 * On a narrow screen, while a dialog that fills it is open (Dialog's `covers`), the parts of the page
 * beside it skip their contents (`content-visibility: hidden`, held at their size): a modal dialog
 * makes the page behind it inert, which restyles every element the browser renders, for a page the
 * visitor cannot see. Follows the dialog's `beforetoggle`. Why and how: docs/architecture.md
 * ("The page behind the enquiry form on a phone").
 */

import { whenIdle } from '../lib/idle';

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

/** A part's content box, and whether it is fixed on the screen (the network notes stay as they are). */
interface Size {
  width: number;
  height: number;
  fixed: boolean;
}

/**
 * The size of each part beside a covering dialog, measured in idle time once the dialog is in the
 * page, then kept by a ResizeObserver as the browser lays the page out: opening the dialog then
 * reads no style and no layout (measured in the tap, the parts forced both in the middle of it).
 */
let sizes = new WeakMap<Element, Size>();
let sizeObserver: ResizeObserver | undefined;

function keepSizes(entries: ResizeObserverEntry[]): void {
  for (const { target, contentBoxSize } of entries) {
    const [box] = contentBoxSize;
    if (!box) continue;
    // In the observer's own step, after layout: the styles are up to date, nothing is forced.
    const fixed = getComputedStyle(target).position === 'fixed';
    sizes.set(target, { width: box.inlineSize, height: box.blockSize, fixed });
  }
}

/** The dialogs whose parts are measured and observed. */
let watched = new WeakSet<HTMLDialogElement>();

/** Keeps the sizes of the parts beside a covering dialog from now on. */
function watch(dialog: HTMLDialogElement): void {
  watched.add(dialog);
  for (const part of partsBeside(dialog)) if (!sizes.has(part)) keep(part, measure(part));
}

function keep(part: Element, size: Size): void {
  sizes.set(part, size);
  sizeObserver ??= new ResizeObserver(keepSizes);
  sizeObserver.observe(part);
}

/** Watches each covering dialog in the page, and each one added later (rendered ahead in idle time). */
function watchCoveringDialogs(): () => void {
  const COVERING = 'dialog[data-covers]';
  let stopped = false;
  const found = (roots: Element[]) =>
    whenIdle(() => {
      if (stopped) return;
      for (const root of roots) {
        if (!root.isConnected) continue;
        if (root.matches(COVERING)) watch(root as HTMLDialogElement);
        for (const dialog of root.querySelectorAll<HTMLDialogElement>(COVERING)) watch(dialog);
      }
    }, 2000);
  found([document.body]);
  const mutations = new MutationObserver((records) => {
    const added = records.flatMap((record) =>
      [...record.addedNodes].filter(
        (node): node is Element =>
          node instanceof Element && (node.matches(COVERING) || node.querySelector(COVERING) !== null),
      ),
    );
    if (added.length) found(added);
  });
  mutations.observe(document.body, { childList: true, subtree: true });
  return () => {
    stopped = true;
    mutations.disconnect();
    sizeObserver?.disconnect();
    sizeObserver = undefined;
    sizes = new WeakMap();
    watched = new WeakSet();
  };
}

/** Measures a part (forces style and layout): in idle time, or in a tap that came before it. */
function measure(part: HTMLElement): Size {
  const style = getComputedStyle(part);
  const fixed = style.position === 'fixed';
  // Not a box of its own (display: none, contents or inline): 0 × 0, as the observer reports it.
  if (['none', 'contents', 'inline'].includes(style.display)) return { width: 0, height: 0, fixed };
  const px = (value: string) => parseFloat(value) || 0;
  // The content box: the part's border box, less its padding and border.
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
  return { width: Math.max(0, width), height: Math.max(0, height), fixed };
}

function skip(dialog: HTMLDialogElement): void {
  // Opened before idle time came (its parts not measured yet), it measures them now: every size is
  // read first and written after, one layout. Once watched, a part added since (the dialog's sent
  // notice, added as it opens) is left as it is rather than measured in the tap.
  const now = !watched.has(dialog);
  const parts = partsBeside(dialog).map((part) => ({
    part,
    known: sizes.has(part),
    size: sizes.get(part) ?? (now ? measure(part) : undefined),
  }));
  skippedBy.set(
    dialog,
    parts.flatMap(({ part, size }) => {
      // Fixed on the screen (the network notes): stays as it was.
      if (!size || size.fixed) return [];
      const skipped = {
        part,
        contentVisibility: part.style.contentVisibility,
        containIntrinsicSize: part.style.containIntrinsicSize,
      };
      // `auto` first: a part the browser renders only near the screen (`.render-later`) keeps the
      // size it remembers (it would forget it without `auto`, and come back at its estimate). A part
      // that is no box of its own (0 × 0) is not changed by either property.
      part.style.containIntrinsicSize = `auto ${size.width}px auto ${size.height}px`;
      part.style.contentVisibility = 'hidden';
      return [skipped];
    }),
  );
  if (now) watched.add(dialog);
  // Each part from now on, measured or reported by the observer after the next frame.
  for (const { part, known, size } of parts) {
    if (known) continue;
    if (size) keep(part, size);
    else {
      sizeObserver ??= new ResizeObserver(keepSizes);
      sizeObserver.observe(part);
    }
  }
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
  const stopWatching = watchCoveringDialogs();
  document.addEventListener('beforetoggle', onBeforeToggle, true);
  // A browser that fires `beforetoggle` on opening but not on closing still gives the page back.
  document.addEventListener('close', onClose, true);
  return () => {
    document.removeEventListener('beforetoggle', onBeforeToggle, true);
    document.removeEventListener('close', onClose, true);
    narrow?.removeEventListener('change', onWiden);
    stopWatching();
    restoreAll();
  };
}
