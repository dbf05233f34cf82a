/**
 * Code fetched ahead of the tap: what a buyer came to do (the enquiry dialogs, the quote list's names,
 * the share menu) is fetched once the page is interactive and idle, one import per idle period, so a
 * tap opens it without a round trip. Components register with `prefetchWhenIdle`, the layout starts
 * the queue (`prefetchOnIdle`); html[data-prefetched] says when all of it is in.
 */
import { whenIdle } from '../lib/idle';

type Task = () => unknown;

const queued = new Set<Task>();
let started = false;

/** Idle time the fetches ahead wait for at most. */
const IDLE_TIMEOUT_MS = 2000;

/** Fetches in flight: while any is, html[data-prefetched] is off. */
let inFlight = 0;

/** Waiting for everything asked for so far to be in (`afterPrefetch`). */
const waiting: (() => void)[] = [];

function allIn(): void {
  // A tap now opens what it opens without a request.
  document.documentElement.dataset.prefetched = '';
  for (const run of waiting.splice(0)) run();
}

function settled(): void {
  inFlight -= 1;
  if (inFlight === 0 && queued.size === 0) allIn();
}

function runQueued(): void {
  const tasks = [...queued];
  queued.clear();
  if (tasks.length === 0) return;
  delete document.documentElement.dataset.prefetched;
  inFlight += tasks.length;
  // One task per idle period: each import() is a little main-thread work of its own.
  const next = () => {
    const task = tasks.shift();
    if (!task) return;
    try {
      void Promise.resolve(task())
        .catch(() => undefined)
        .finally(settled);
    } catch {
      settled();
    } finally {
      whenIdle(next, IDLE_TIMEOUT_MS);
    }
  };
  whenIdle(next, IDLE_TIMEOUT_MS);
}

/** Fetches what `task` loads once the page is interactive and idle (at once if it already is). */
export function prefetchWhenIdle(task: Task): void {
  queued.add(task);
  if (started) runQueued();
}

/** The page is interactive: start fetching what its controls will need, in idle time. */
export function prefetchOnIdle(): void {
  started = true;
  runQueued();
  if (inFlight === 0) allIn();
}

/**
 * Runs `run` once the page is interactive and what its controls need is in (html[data-prefetched]):
 * for work the page itself does not need, which must not compete with it.
 */
export function afterPrefetch(run: () => void): void {
  if (started && inFlight === 0 && queued.size === 0) run();
  else waiting.push(run);
}

const decoding = new Set<string>();

/**
 * Fetches and decodes a picture in idle time: an icon a stylesheet shows only after a tap (the tick
 * of 'Remove', the print button in the Quote dialog). The tap's own frame then shows it; left to the
 * stylesheet, it was fetched and parsed once the tap had applied it, a frame or a round trip late.
 */
export function decodeWhenIdle(url: string): void {
  if (decoding.has(url)) return;
  decoding.add(url);
  prefetchWhenIdle(() => {
    const picture = new Image();
    // Fetched as a stylesheet's mask image is (CORS mode), so the stylesheet finds it in memory.
    picture.crossOrigin = 'anonymous';
    picture.src = url;
    return picture.decode();
  });
}
