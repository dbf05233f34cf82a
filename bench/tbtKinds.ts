/**
 * Where a Lighthouse run's Total Blocking Time comes from, by kind of main-thread task (npm run
 * bench prints it for each route that misses its TBT budget).
 *
 * Lighthouse's TBT is simulated (Lantern): every main-thread task of the trace is replayed on a
 * slower CPU (4 times slower, a task holding a layout 2 times) and the blocking part of each task
 * after the simulated first contentful paint counts (its time beyond 50 ms, until the simulated
 * time to interactive). The figure is the mean of an optimistic and a pessimistic estimate. This
 * module splits that same sum by the task's kind, so the split adds up to the reported TBT.
 */

/** What a main-thread task mostly did. */
export type TaskKind = 'commit' | 'parse' | 'parseEnd' | 'render' | 'script' | 'images' | 'other';

/** Each kind, with the words the bench prints for it. */
export const TASK_KINDS: Record<TaskKind, string> = {
  commit: "navigation's commit",
  parse: 'HTML parse',
  parseEnd: 'end of parse (DOMContentLoaded and the whole page styled)',
  render: 'style, layout and paint',
  script: 'scripts',
  images: 'SVG images',
  other: 'other',
};

/** Blocking time (ms) by kind of task; a kind with none is left out. */
export type BlockingByKind = Partial<Record<TaskKind, number>>;

/** The parts of a trace event this module reads. */
export interface TaskEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { frame?: string }; beginData?: { frame?: string } };
}

const RENDER = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit']);
const SCRIPT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
]);

const frameOf = (event: TaskEvent) => event.args?.data?.frame ?? event.args?.beginData?.frame;

/** Time covered by the events, an event inside another one counted once. */
function covered(events: TaskEvent[]): number {
  let total = 0;
  let end = -Infinity;
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const stop = event.ts + (event.dur ?? 0);
    if (stop <= end) continue;
    total += stop - Math.max(event.ts, end);
    end = stop;
  }
  return total;
}

/**
 * The kind of a task, from the events inside it. The main frame's commit and the end of its parse
 * are named as such whatever else the task holds; a task that only touches other frames (an SVG
 * image is a document of its own) is an image's; otherwise the kind that took the most time.
 */
export function taskKind(events: TaskEvent[], mainFrame: string): TaskKind {
  const mine = events.filter((event) => {
    const frame = frameOf(event);
    return frame === undefined || frame === mainFrame;
  });
  if (mine.some((event) => event.name === 'CommitLoad' && frameOf(event) === mainFrame)) return 'commit';
  if (mine.some((event) => event.name === 'MarkDOMContent' && frameOf(event) === mainFrame))
    return 'parseEnd';
  const framed = events.filter((event) => frameOf(event) !== undefined);
  if (framed.length && framed.every((event) => frameOf(event) !== mainFrame)) return 'images';
  const time: [TaskKind, number][] = [
    ['parse', covered(mine.filter((event) => event.name === 'ParseHTML'))],
    ['render', covered(mine.filter((event) => RENDER.has(event.name)))],
    ['script', covered(mine.filter((event) => SCRIPT.has(event.name)))],
  ];
  const [kind, most] = time.reduce((best, next) => (next[1] > best[1] ? next : best));
  return most > 0 ? kind : 'other';
}

/** One simulated task: its kind and where the simulation put it (ms). */
export interface SimulatedTask {
  kind: TaskKind;
  start: number;
  end: number;
}

/** One of Lantern's two estimates: its simulated tasks and the window TBT is counted in. */
export interface BlockingWindow {
  tasks: SimulatedTask[];
  /** The simulated first contentful paint this estimate counts from. */
  fcpMs: number;
  /** The simulated time to interactive it counts to. */
  interactiveMs: number;
}

const BLOCKING_THRESHOLD_MS = 50;

/** A task's blocking time inside the window: what it runs beyond 50 ms after FCP, up to TTI. */
export function blockingTime(task: SimulatedTask, fcpMs: number, interactiveMs: number): number {
  if (task.end < fcpMs || task.start > interactiveMs) return 0;
  const clipped = Math.min(task.end, interactiveMs) - Math.max(task.start, fcpMs);
  return Math.max(0, clipped - BLOCKING_THRESHOLD_MS);
}

/** Each kind's share of TBT: the mean of the two estimates' blocking time, as Lighthouse weighs them. */
export function blockingByKind(estimates: BlockingWindow[]): BlockingByKind {
  const byKind: BlockingByKind = {};
  for (const { tasks, fcpMs, interactiveMs } of estimates)
    for (const task of tasks) {
      const time = blockingTime(task, fcpMs, interactiveMs) / estimates.length;
      if (time > 0) byKind[task.kind] = (byKind[task.kind] ?? 0) + time;
    }
  return byKind;
}
