import { options } from 'preact';

/**
 * Hydration in slices. Preact hydrates a page in one synchronous pass; on a slow phone a whole page
 * is one long task that holds up a tap or a scroll (issue 16). So the page hydrates its frame first
 * (src/app/client.tsx) and each part wrapped in <HydrateLater> (the navbar, the page, the footer)
 * in a task of its own after it, in page order. Until its turn a part is the prerendered HTML as it
 * is; a tap on one of its buttons is held by the boot script until the whole page is interactive.
 */

let hydrating = false;
/** Parts whose turn has come and whose hydrating render has not committed yet. */
let partsHydrating = 0;
let slots: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `hydrate` (the frame's synchronous pass) with the page marked as hydrating. */
export function whileHydrating<T>(hydrate: () => T): T {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

/** True during a hydration pass: the frame's, or a later part's. */
export function isHydrating(): boolean {
  return hydrating || partsHydrating > 0;
}

/**
 * A later part's turn: resolves in a task of its own, after the turns taken before it, with the page
 * marked as hydrating until the part calls `endOfTurn` (its hydrating render has committed).
 */
export function hydrationTurn(): Promise<void> {
  slots = slots.then(nextTask).then(() => {
    partsHydrating += 1;
  });
  return slots;
}

/** A part's hydrating render has committed (or the part is gone before it could). */
export function endOfTurn(): void {
  partsHydrating = Math.max(0, partsHydrating - 1);
}

/**
 * Resolves once every part has hydrated and run its effects (Preact runs them after the next frame,
 * or after a short timeout where frames are not drawn): the page is interactive.
 */
export async function hydrationSettled(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = slots;
    await seen;
    await nextTask();
  } while (seen !== slots);
  await new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    const timeout = setTimeout(done, 100);
    requestAnimationFrame(() => {
      clearTimeout(timeout);
      done();
    });
  });
}

/**
 * True while rendering on the server (preact-render-to-string marks its renders by skipping
 * effects, in the prerenderer and in unit tests alike) or while hydrating prerendered HTML.
 */
export function renderingServerMarkup(): boolean {
  // `__s` is Preact's mangled name for options._skipEffects, which only server renders set.
  return isHydrating() || typeof window === 'undefined' || (options as { __s?: boolean }).__s === true;
}
