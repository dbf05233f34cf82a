import { describe, expect, it } from 'vitest';
import { blockingByKind, blockingTime, taskKind, type TaskEvent } from '../../bench/tbtKinds';

const MAIN = 'main-frame';
const event = (name: string, ts: number, dur: number, frame?: string): TaskEvent => ({
  name,
  ts,
  dur,
  ...(frame ? { args: { data: { frame } } } : {}),
});

describe('the kind of a main-thread task, from its trace events', () => {
  it("names the main frame's commit and the end of its parse whatever else the task holds", () => {
    expect(taskKind([event('CommitLoad', 0, 100, MAIN), event('v8.compile', 0, 9000)], MAIN)).toBe('commit');
    expect(
      taskKind(
        [
          event('ParseHTML', 0, 2000, MAIN),
          event('MarkDOMContent', 2000, 0, MAIN),
          event('Layout', 2000, 9000),
        ],
        MAIN,
      ),
    ).toBe('parseEnd');
  });

  it("gives a task that only touches other frames (an SVG image's document) to images", () => {
    const svg = [event('CommitLoad', 0, 100, 'svg-image'), event('Layout', 100, 4000, 'svg-image')];
    expect(taskKind(svg, MAIN)).toBe('images');
    expect(taskKind([...svg, event('Layout', 5000, 1000, MAIN)], MAIN)).toBe('render');
  });

  it('otherwise takes the kind that ran longest, nested events counted once', () => {
    const timer = [
      event('TimerFire', 0, 6000),
      event('FunctionCall', 0, 6000),
      event('RunMicrotasks', 100, 5000),
    ];
    expect(taskKind([...timer, event('Layout', 6000, 5000, MAIN)], MAIN)).toBe('script');
    expect(taskKind([...timer, event('Layout', 6000, 7000, MAIN)], MAIN)).toBe('render');
    expect(taskKind([event('ParseHTML', 0, 3000, MAIN)], MAIN)).toBe('parse');
    expect(taskKind([event('ResourceSendRequest', 0, 0)], MAIN)).toBe('other');
  });
});

describe('blocking time, as Lighthouse counts it', () => {
  it('counts what a task runs beyond 50 ms, from the first contentful paint to interactive', () => {
    const task = { kind: 'render' as const, start: 100, end: 220 };
    expect(blockingTime(task, 0, 1000)).toBe(70);
    // Begun before the paint: only its part after the paint counts.
    expect(blockingTime(task, 150, 1000)).toBe(20);
    expect(blockingTime(task, 180, 1000)).toBe(0);
    // Cut at interactive, and nothing outside the window.
    expect(blockingTime(task, 0, 190)).toBe(40);
    expect(blockingTime(task, 300, 1000)).toBe(0);
    expect(blockingTime(task, 0, 90)).toBe(0);
  });

  it("splits the mean of the two estimates by kind, so the kinds add up to Lighthouse's figure", () => {
    const tasks = [
      { kind: 'commit' as const, start: 0, end: 90 },
      { kind: 'parseEnd' as const, start: 90, end: 170 },
      { kind: 'script' as const, start: 1000, end: 1120 },
    ];
    const byKind = blockingByKind([
      { tasks, fcpMs: 60, interactiveMs: 1080 },
      { tasks, fcpMs: 20, interactiveMs: 1120 },
    ]);
    // Optimistic: parse end 30, script 30 (cut at 1080). Pessimistic: commit 20, parse end 30, script 70.
    expect(byKind).toEqual({ commit: 10, parseEnd: 30, script: 50 });
  });
});
