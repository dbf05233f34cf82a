/**
 * Parts marked `.render-later` (early.css) are laid out only as they near the screen, so the first
 * layout of a page is small. Until a part has been laid out it keeps an estimated height, and a jump
 * far down the page (the End key, a find in the page, a focus or `scrollIntoView` on something far
 * below, Back to a page that was scrolled) is measured with those estimates: the parts it passes
 * then grow to their real height and push its target off the screen. Browsers do not correct this
 * (https://github.com/w3c/csswg-drafts/issues/9833), so once the page is interactive each part the
 * browser still skips is laid out for one frame in idle time, one per idle period: small tasks a tap
 * or a scroll never waits long behind. The browser remembers its real height
 * (`contain-intrinsic-block-size: auto`) and skips it again while it is off screen, so a dialog
 * opened later, whose modality restyles the page behind it, restyles what is on screen only.
 *
 * A part the browser shows already is left alone: put back to `auto`, an on-screen part is skipped
 * for a frame before the browser sees it is on screen, and its content blinks (a layout shift).
 * The dark parts (the footer, dark bands), rendered from the first byte, become skippable the same
 * way once they are off screen.
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
        // at the border box, a band with padding was 96 px too tall while skipped). The styles
        // are up to date in the observer's step: nothing is forced.
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
    // learn its own from their estimates (/hist4's related products: 55 px too tall).
    for (const inner of next.querySelectorAll('.render-later')) inner.setAttribute(LAID_OUT, '');
    next.setAttribute(LAYING_OUT, '');
    await afterNextFrame();
    next.removeAttribute(LAYING_OUT);
  }
}
