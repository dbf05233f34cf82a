/**
 * What runs between a tap and its next frame, on the bench's slow phone: one fresh settled load,
 * then the tap under Chromium's tracing, summarised as the main thread's work from the input to the
 * frame that shows the result (handlers, script by file and function, style, layout, paint), with
 * the trace file kept for Chromium's Performance panel.
 *
 *   npx tsx bench/traceTap.ts <base URL> <tap name regex> [ru] [out.json]
 *   DETAIL=1 ... also records invalidations and selector timings
 *   AFTER_SCROLL_MS=500 ... taps that long after the scroll to the control, as the bench does
 *     (bench/interactions.ts); by default 1,100 ms, once the scroll's own work is surely over
 */
import { writeFile } from 'node:fs/promises';
import { chromium, type ElementHandle } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium';
import { TAPS } from './interactions';
import { buyerWithList, emulateSlowPhone, PHONE, settled } from './quoteTap';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: Record<string, unknown>;
    beginData?: Record<string, unknown>;
    elementCount?: number;
    event_latency?: { event_type?: string };
  };
  /** An async event's id (EventLatency and its stages). */
  id?: string;
  id2?: { local?: string };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [base = 'http://localhost:4173', pattern = 'Quote', lang = 'en', out = '/tmp/tap-trace.json'] =
  process.argv.slice(2);
const ru = lang === 'ru';
const tap = TAPS.find((candidate) => new RegExp(pattern, 'i').test(candidate.name));
if (!tap) throw new Error(`No tap matches ${pattern}`);

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  const storage = await buyerWithList(browser, base);
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    ...(tap.withList ? { storageState: storage } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulateSlowPhone(cdp);
  await page.goto(`${base}${ru ? `/ru${tap.path}` : tap.path}`, { waitUntil: 'load', timeout: 120_000 });
  await settled(page, 60_000);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  const control = (await (await tap.control(page, ru)).elementHandle()) as ElementHandle<Element>;
  await control.scrollIntoViewIfNeeded();
  // Typing: the field is focused first, and the keys are traced.
  if (tap.keys) {
    const field = await control.boundingBox();
    if (field) await page.touchscreen.tap(field.x + field.width / 2, field.y + field.height / 2);
  }
  // The tap comes AFTER_SCROLL_MS after the scroll: the trace starts, then the profiler, 300 ms before it.
  await page.waitForTimeout(Math.max(0, Number(process.env.AFTER_SCROLL_MS ?? 1100) - 300));
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'blink.user_timing',
        'v8.execute',
        'latencyInfo',
        'blink',
        'cc',
        // What invalidated style and layout, and each selector's matching time (slower to record).
        ...(process.env.DETAIL
          ? ['disabled-by-default-devtools.timeline.invalidationTracking', 'disabled-by-default-blink.debug']
          : []),
      ],
    },
  });
  // A sampled profile beside the trace: which functions the main thread ran (started before the
  // tap, so starting it costs the tap nothing).
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.waitForTimeout(300);
  if (tap.keys) {
    for (const key of tap.text ?? 'Ivanov') {
      await page.keyboard.press(key);
      await page.waitForTimeout(150);
    }
  } else {
    const box = await control.boundingBox();
    if (!box) throw new Error('no box');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await tap.done(page, control, ru);
  }
  await page.waitForTimeout(1500);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await cdp.send('Tracing.end');
  await complete;
  await writeFile(out, JSON.stringify({ traceEvents: events }));

  // The renderer's main thread: the thread that ran the EventDispatch of the tap.
  const dispatch = events.find(
    (e) =>
      e.name === 'EventDispatch' && /pointerdown|touchstart|click|keydown/.test(String(e.args?.data?.type)),
  );
  if (!dispatch) throw new Error('No input event dispatched in the trace');
  const main = events.filter(
    (e) => e.pid === dispatch.pid && e.tid === dispatch.tid && e.ph === 'X' && e.dur,
  );
  // The first input event (not an event of the page's own, a scroll's or a transition's).
  const start = Math.min(
    ...events
      .filter(
        (e) =>
          e.name === 'EventDispatch' &&
          e.pid === dispatch.pid &&
          /^(pointer|touch|mouse|key|click)/.test(String(e.args?.data?.type)),
      )
      .map((e) => e.ts),
  );
  // Top-level tasks from the first input until 1 s later.
  const tasks = main.filter(
    (e) => e.name === 'RunTask' && e.ts + (e.dur ?? 0) >= start && e.ts < start + 1_000_000,
  );
  const inside = (task: TraceEvent, e: TraceEvent) =>
    e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) && e !== task;
  const ms = (us: number) => (us / 1000).toFixed(1);
  for (const task of tasks) {
    if ((task.dur ?? 0) < 2000) continue;
    console.log(`task at +${ms(task.ts - start)} ms, ${ms(task.dur ?? 0)} ms`);
    const kids = main.filter((e) => inside(task, e) && e.name !== 'RunTask');
    const self = new Map<string, number>();
    for (const e of kids) {
      const d = e.args?.data ?? {};
      const what =
        e.name === 'EventDispatch'
          ? `EventDispatch ${String(d.type)}`
          : e.name === 'FunctionCall'
            ? `FunctionCall ${String(d.functionName || '(anon)')} ${String(d.url ?? '').replace(/^.*\//, '')}:${String(d.lineNumber ?? '')}`
            : e.name === 'UpdateLayoutTree'
              ? `UpdateLayoutTree (${String(e.args?.elementCount ?? d.elementCount ?? '?')} elements)`
              : e.name === 'Layout'
                ? `Layout (${String(e.args?.beginData?.dirtyObjects ?? '?')}/${String(e.args?.beginData?.totalObjects ?? '?')} objects)`
                : e.name;
      if (
        !/^(EventDispatch|FunctionCall|UpdateLayoutTree|Layout|Paint|PrePaint|Commit|Layerize|TimerFire|FireAnimationFrame|v8.compile|ParseHTML|HitTest|ScheduleStyleRecalculation|RunMicrotasks|V8.GC|MinorGC|MajorGC|v8.run|EvaluateScript|IntersectionObserverController::computeIntersections|UpdateLayer|UpdateLayerTree)/.test(
          what,
        ) &&
        (e.dur ?? 0) < 1000
      )
        continue;
      self.set(what, (self.get(what) ?? 0) + (e.dur ?? 0));
    }
    for (const [what, dur] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 14))
      console.log(`   ${ms(dur).padStart(6)} ms  ${what}`);
  }
  // From the first input event to the end of the frame after the click, the main thread's time by
  // kind (each event's self time, under the kind of its nearest event of a known kind): what
  // Event Timing's duration for the tap is made of, minus the compositor's and the GPU's part.
  const click = events.find(
    (e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click' && e.tid === dispatch.tid,
  );
  const clickTask = click && tasks.find((task) => inside(task, click));
  const frame =
    clickTask &&
    main.find(
      (e) =>
        e.name === 'RunTask' &&
        e.ts >= clickTask.ts + (clickTask.dur ?? 0) &&
        main.some((c) => c.name === 'Commit' && inside(e, c)),
    );
  if (clickTask && frame) {
    const end = frame.ts + (frame.dur ?? 0);
    const kindOf = (name: string): string | undefined =>
      /^(FunctionCall|EvaluateScript|RunMicrotasks|v8\.|V8\.|TimerFire|FireAnimationFrame|MinorGC|MajorGC)/.test(
        name,
      )
        ? 'script'
        : /^(UpdateLayoutTree|Document::updateStyle|Document::recalcStyle|StyleResolver|Document::rebuildLayoutTree)/.test(
              name,
            )
          ? 'style'
          : /^(Layout$|LocalFrameView::layout|LocalFrameView::performLayout|InlineNode)/.test(name)
            ? 'layout'
            : /^(Paint|PrePaint|Layerize|Commit|PaintArtifactCompositor|LocalFrameView::RunPaintLifecyclePhase|LocalFrameView::RunPrePaintLifecyclePhase|CullRectUpdate|PaintImage|UpdateLayer|LayerTreeHost)/.test(
                  name,
                )
              ? 'paint'
              : /HitTest/.test(name)
                ? 'hit test'
                : undefined;
    const spans = main
      .filter((e) => e.ts >= start - 50_000 && e.ts + (e.dur ?? 0) <= end && e.ts + (e.dur ?? 0) > start)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const byKind = new Map<string, number>();
    const stack: { event: TraceEvent; kind: string; self: number }[] = [];
    const close = (entry: { kind: string; self: number }) =>
      byKind.set(entry.kind, (byKind.get(entry.kind) ?? 0) + entry.self);
    for (const e of spans) {
      while (stack.length && stack.at(-1)!.event.ts + (stack.at(-1)!.event.dur ?? 0) <= e.ts)
        close(stack.pop()!);
      const parent = stack.at(-1);
      if (parent) parent.self -= e.dur ?? 0;
      const kind =
        kindOf(e.name) ?? parent?.kind ?? (e.name === 'RunTask' ? 'other (browser)' : 'other (browser)');
      stack.push({ event: e, kind, self: e.dur ?? 0 });
    }
    while (stack.length) close(stack.pop()!);
    const busy = [...byKind.values()].reduce((sum, us) => sum + us, 0);
    console.log(
      `\nfrom the input to the end of the frame after the click: ${ms(end - start)} ms; main thread busy ${ms(busy)} ms:`,
    );
    for (const [kind, us] of [...byKind.entries()].sort((a, b) => b[1] - a[1]))
      console.log(`   ${ms(us).padStart(6)} ms  ${kind}`);
    const style = main.filter((e) => e.name === 'UpdateLayoutTree' && e.ts >= start && e.ts < end);
    console.log(
      `   style passes: ${style.map((e) => `${ms(e.dur ?? 0)} ms (${String(e.args?.elementCount ?? '?')} elements)`).join(', ')}`,
    );
  }

  // Chromium's own measure of the tap (EventLatency, what Event Timing is built on): from the
  // input's generation to the frame's presentation, by stage. The stages before the renderer's main
  // thread are the browser delivering the input; those after it, commit, activation, raster and
  // presentation of the frame.
  const id = (e: TraceEvent) => e.id2?.local ?? e.id;
  const span = (begin: TraceEvent) => {
    const end = events.find(
      (e) =>
        e.ph === 'e' &&
        e.name === begin.name &&
        id(e) === id(begin) &&
        e.pid === begin.pid &&
        e.ts >= begin.ts,
    );
    return end ? end.ts - begin.ts : 0;
  };
  const typeOf = (e: TraceEvent) => String(e.args?.event_latency?.event_type);
  const tapLatency = events
    .filter((e) => e.name === 'EventLatency' && e.ph === 'b' && e.pid === dispatch.pid)
    .filter((e) => /^(GESTURE_TAP|KEY_PRESSED|MOUSE_RELEASED)$/.test(typeOf(e)))
    .sort((a, b) => span(b) - span(a))[0];
  if (tapLatency) {
    console.log(`\nChromium's EventLatency of the ${typeOf(tapLatency)}: ${ms(span(tapLatency))} ms`);
    const stages = events.filter(
      (e) =>
        e.ph === 'b' &&
        e.name !== 'EventLatency' &&
        id(e) === id(tapLatency) &&
        e.pid === tapLatency.pid &&
        e.cat === tapLatency.cat,
    );
    for (const stage of stages)
      if (span(stage) >= 500) console.log(`   ${ms(span(stage)).padStart(6)} ms  ${stage.name}`);
  }

  // Self time by function over the first 400 ms after the input (the tap's own work and frame).
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anon)'} ${node.callFrame.url.replace(/^.*\//, '')}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`;
  const selfTime = new Map<string, number>();
  const stacks = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time < start || time > start + 400_000) return;
    const node = byId.get(id);
    if (!node || /^\((idle|program|root)\)$/.test(node.callFrame.functionName)) return;
    const us = profile.timeDeltas[index + 1] ?? 100;
    selfTime.set(label(node), (selfTime.get(label(node)) ?? 0) + us);
    const path: string[] = [];
    for (let at: number | undefined = id; at !== undefined && path.length < 40; at = parents.get(at)) {
      const frame = byId.get(at);
      if (frame && frame.callFrame.functionName !== '(root)')
        path.unshift(frame.callFrame.functionName || '(anon)');
    }
    const key = path.slice(0, 6).join(' > ');
    stacks.set(key, (stacks.get(key) ?? 0) + us);
  });
  console.log('\nself time by function, first 400 ms after the input:');
  for (const [what, us] of [...selfTime.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`   ${ms(us).padStart(6)} ms  ${what}`);
  console.log('\nby stack (first 6 frames):');
  for (const [what, us] of [...stacks.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`   ${ms(us).padStart(6)} ms  ${what}`);
  console.log(`trace: ${out}`);
} finally {
  await browser.close();
}
