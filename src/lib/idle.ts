/**
 * Idle time and frames, the one way the site waits for them. `timeout` caps the wait for idle time;
 * where the browser has no requestIdleCallback (Safari), a plain delay stands in.
 */
export function whenIdle(run: () => void, timeout: number, noIdleDelay = timeout / 10): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, noIdleDelay);
}

/** `whenIdle` as a promise. */
export function idle(timeout: number, noIdleDelay?: number): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, timeout, noIdleDelay));
}

/** Resolves after the next frame's rendering update, in which the browser records sizes. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
