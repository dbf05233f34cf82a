/**
 * A Lighthouse run's TBT split by kind of task (bench/tbtKinds.ts), computed again from the run's
 * own trace with Lighthouse's own simulation, so it adds up to the TBT the run reported. Only for a
 * run with simulated throttling (both of the bench's presets).
 */
import type { RunnerResult } from 'lighthouse';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { blockingByKind, taskKind, type BlockingByKind, type TaskEvent } from './tbtKinds';

/** The parts of Lantern's results read here (its own types live in Lighthouse's global `LH`). */
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<{ type: string; childEvents?: TaskEvent[] }, { startTime: number; endTime: number }>;
}
interface Metric {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Request = (data: unknown, context: unknown) => Promise<Metric>;

export async function tbtByKind(result: RunnerResult): Promise<BlockingByKind> {
  const context = { computedCache: new Map(), settings: result.lhr.configSettings };
  const data = Audit.makeMetricComputationDataInput(result.artifacts, context as never);
  const request = (metric: { request: unknown }) => (metric.request as Request)(data, context);
  const [fcp, interactive, tbt] = await Promise.all([
    request(LanternFirstContentfulPaint),
    request(LanternInteractive),
    request(LanternTotalBlockingTime),
  ]);
  const commit = result.artifacts.Trace.traceEvents.find(
    (event) =>
      event.name === 'CommitLoad' &&
      /^https?:/.test(String(event.args?.data?.url)) &&
      event.args?.data?.isMainFrame !== false,
  );
  const mainFrame = String(commit?.args?.data?.frame);
  const tasksOf = (estimate: Estimate) =>
    [...estimate.nodeTimings].flatMap(([node, timing]) =>
      node.type === 'cpu'
        ? [
            {
              kind: taskKind(node.childEvents ?? [], mainFrame),
              start: timing.startTime,
              end: timing.endTime,
            },
          ]
        : [],
    );
  // As Lantern does: the optimistic TBT counts from the pessimistic FCP to the optimistic TTI, and
  // the other way round (lighthouse's lantern/metrics/TotalBlockingTime.js).
  return blockingByKind([
    {
      tasks: tasksOf(tbt.optimisticEstimate),
      fcpMs: fcp.pessimisticEstimate.timeInMs,
      interactiveMs: interactive.optimisticEstimate.timeInMs,
    },
    {
      tasks: tasksOf(tbt.pessimisticEstimate),
      fcpMs: fcp.optimisticEstimate.timeInMs,
      interactiveMs: interactive.pessimisticEstimate.timeInMs,
    },
  ]);
}
