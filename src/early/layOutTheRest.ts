/**
 * Once the page is interactive, lays out each `.render-later` part the browser still skips, one per
 * idle period, so a jump far down (End, find in page, Back) is not measured on estimated heights
 * (a browser quirk: docs/architecture.md, "Below the fold"). A part already shown is left alone.
 * Also lets the dark parts, rendered from the first byte, be skipped once they are off screen.
 */

import { afterNextFrame, idle } from '../lib/idle';

/** Marks a part this has seen: shown already, or laid out once. */
const LAID_OUT = 'data-laid-out';
/** Lays a part out for one frame (early.css: `content-visibility: visible`). */
const LAYING_OUT = 'data-laying-out';

let run = 0;

/** Marks a dark part the browser may skip while it is off screen (early.css). */
const SKIPPED = 'data-skipped-offscreen';
let darkParts: IntersectionObserver | undefined;

/**
 * Lets the browser skip each dark part (`.dark-part`: rendered from the first byte for contrast
 * checkers) once it is off screen: its height is held at what it is (`auto`, then kept up to date
 * by the browser), so nothing moves. One on screen waits until it leaves.
 */
function skipDarkPartsOffScreen(): void {
  // A new page: the parts of the last one are gone.
  darkParts?.disconnect();
  darkParts = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        if (isIntersecting || !(target instanceof HTMLElement)) continue;
        darkParts?.unobserve(target);
        // The intrinsic size is the content box's: the border box, less padding and border (held
        // at the border box, a band with padding was too tall while skipped). The styles are up
        // to date in the observer's step: nothing is forced.
        const style = getComputedStyle(target);
        const edges = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'] as const;
        const content = edges.reduce(
          (height, edge) => height - (parseFloat(style[edge]) || 0),
          boundingClientRect.height,
        );
        target.style.containIntrinsicBlockSize = `auto ${Math.max(0, content)}px`;
        target.setAttribute(SKIPPED, '');
      }
    },
    { rootMargin: '50% 0px' },
  );
  for (const part of document.querySelectorAll(`.dark-part:not([${SKIPPED}])`)) darkParts.observe(part);
}

/** Lays out, in idle time, every part of the page not laid out yet. A new call (a new page) ends the last. */
export async function layOutTheRest(): Promise<void> {
  const mine = ++run;
  if (typeof IntersectionObserver === 'function') skipDarkPartsOffScreen();
  for (;;) {
    await idle(1000, 50);
    if (mine !== run) return;
    const next = document.querySelector(`.render-later:not([${LAID_OUT}])`);
    if (!next) return;
    next.setAttribute(LAID_OUT, '');
    // Shown (on or near the screen, or every part while a jump needs them): its size is known.
    if (next.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) !== false) continue;
    // The parts inside it (a product's related cards) are laid out in the same frame: inside a
    // skipped part nothing is laid out, so alone they would never learn their height, and it would
    // learn its own from their estimates, too tall.
    for (const inner of next.querySelectorAll('.render-later')) inner.setAttribute(LAID_OUT, '');
    next.setAttribute(LAYING_OUT, '');
    await afterNextFrame();
    next.removeAttribute(LAYING_OUT);
  }
}
