/**
 * Parts marked `.render-later` (global.css) are laid out only as they near the screen, so the first
 * layout of a page is small. Until a part has been laid out it keeps an estimated height, and a jump
 * far down the page (the End key, a find in the page, a focus or `scrollIntoView` on something far
 * below, Back to a page that was scrolled) is measured with those estimates: the parts it passes
 * then grow to their real height and push its target off the screen. Browsers do not correct this
 * (https://github.com/w3c/csswg-drafts/issues/9833), so once the page is interactive the parts still
 * waiting are laid out in the browser's idle time, one per idle period: small tasks a tap or a
 * scroll never waits long behind. They stay laid out: skipped again off screen, with their height
 * remembered, they moved content on screen (docs/performance.md).
 */

/** Marks a part as laid out for good (global.css: `content-visibility: visible`). */
const LAID_OUT = 'data-laid-out';

let run = 0;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}

/** Lays out, in idle time, every part of the page not laid out yet. A new call (a new page) ends the last. */
export async function layOutTheRest(): Promise<void> {
  const mine = ++run;
  for (;;) {
    await whenIdle();
    if (mine !== run) return;
    const next = document.querySelector(`.render-later:not([${LAID_OUT}])`);
    if (!next) break;
    next.setAttribute(LAID_OUT, '');
  }
  // Every height is known now: a jump no longer needs every part laid out (earlyTaps.js).
  delete document.documentElement.dataset.jump;
}
