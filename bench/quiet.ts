/**
 * Is the machine quiet enough to measure? On a shared 2-core machine a test suite, a build or a
 * second session running beside the bench doubles its figures, and Lighthouse's own CPU benchmark
 * index swings from about 1,000 to 1,900: a figure taken then is noise. The bench asks before the
 * pass and between runs (when its own browser is closed): how busy the CPUs were over the last
 * second (every process's time, from /proc/stat) and the load average, and it marks a run whose
 * benchmark index fell well below the best of the pass.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/** Above this share of the CPUs' time in use over a second, with the bench's browser closed: busy. */
const BUSY_CPU = 0.25;
/** A run whose benchmark index is below this share of the pass's best ran on a slowed machine. */
export const SLOW_INDEX = 0.75;

export interface MachineState {
  /** Share of all CPUs' time in use over the sample (0 to 1); NaN where /proc/stat is missing. */
  cpu: number;
  /** The one-minute load average, and the number of CPUs it compares with. */
  load: number;
  cores: number;
  quiet: boolean;
}

function cpuTimes(): { idle: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are not work.
    const idle = (values[3] ?? 0) + (values[4] ?? 0);
    return { idle, total: values.slice(0, 8).reduce((sum, v) => sum + v, 0) };
  } catch {
    return null;
  }
}

/** How busy the machine is now, sampled over `ms`. */
export async function machineState(ms = 1000): Promise<MachineState> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const cpu =
    before && after && after.total > before.total
      ? 1 - (after.idle - before.idle) / (after.total - before.total)
      : Number.NaN;
  const load = loadavg()[0] ?? 0;
  const cores = cpus().length;
  // Without /proc/stat, the load average alone (it lags a minute behind).
  const quiet = Number.isNaN(cpu) ? load < cores * 0.5 : cpu < BUSY_CPU;
  return { cpu, load, cores, quiet };
}

export function describeState(state: MachineState): string {
  const cpu = Number.isNaN(state.cpu) ? 'CPU use unknown' : `CPUs ${Math.round(state.cpu * 100)} % busy`;
  return `${cpu}, load average ${state.load.toFixed(2)} on ${state.cores} cores`;
}

/** Samples until the machine is quiet or `patienceMs` has passed; the last state either way. */
export async function waitForQuiet(patienceMs: number): Promise<MachineState> {
  const deadline = Date.now() + patienceMs;
  for (;;) {
    const state = await machineState();
    if (state.quiet || Date.now() >= deadline) return state;
  }
}
