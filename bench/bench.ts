/**
 * npm run bench: Lighthouse 12 on every prerendered route, against the built site served locally.
 *
 *   npm run bench                                  build, then 102 routes x 3 runs, mobile preset
 *   npm run bench -- --desktop                     the desktop preset
 *   npm run bench -- --runs 1 --routes /,/hist4    fewer runs and routes
 *   npm run bench -- --no-build --port 4310        reuse the last build; serve on another port
 *   npm run bench -- --quote-only                  only the Quote tap on a slow phone (bench/quoteTap.ts)
 *   npm run bench -- --taps-only                   only the taps' latency (bench/interactions.ts)
 *   TAPS=Search npm run bench -- --taps-only       only the taps whose name matches (a regular expression)
 *   npm run bench -- --no-quote --no-taps          only Lighthouse
 *   npm run bench -- --busy-ok                     measure on a busy machine anyway (every run marked)
 *   npm run bench -- --no-build --compare dist-noscripts   two builds side by side, run by run in turn
 *   npm run bench -- --no-build --taps-only --compare dist-old   the taps of two builds, run by run in turn
 *
 * After Lighthouse (mobile), the Quote tap on an emulated slow phone: a typeable form, tapped at once
 * and on a settled page, on /, /hist4 and /catalogs in both languages (bench/quoteTap.ts); then
 * the latency of a buyer's taps on settled pages, with the Event Timing API (bench/interactions.ts).
 *
 * Nothing else may run during a bench: no test run, no build, no second session. The bench checks
 * (bench/quiet.ts) before the pass and before each run; it refuses to start on a busy machine,
 * marks a run taken while the machine was busy or whose CPU benchmark index fell well below the
 * pass's best, runs it again once, and leaves marked runs out of the medians where it can. The
 * report gives the index's spread and each route's spread.
 *
 * DIST_DIR selects the build folder (dist by default), BENCH_PORT (or --port) the preview port
 * (4310 by default), CHROMIUM_PATH the browser (/usr/bin/chromium). Routes run one after another
 * (each run is timed; parallel runs would disturb each other), and each figure is the median of the
 * runs. Prints a table and each route's distance to bench/budgets.json, writes the figures to
 * bench-results/, and exits with 1 when a budget is missed. A benchmark, not a test: never in npm test.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { loadEnv, preview } from 'vite';
import { EARLY_TAPS_HASH } from '../vite-plugins/earlyTaps';
import { contentSecurityPolicy, emailJsOrigin } from '../vite-plugins/securityHeaders';
import { CHROMIUM_FLAGS } from '../tests/chromium';
import {
  interactionMisses,
  interactionTable,
  measureInteractions,
  measureSideBySide,
  sideBySideTable,
  type InteractionBudget,
  type InteractionRow,
} from './interactions';
import { describeState, SLOW_INDEX, waitForQuiet, type MachineState } from './quiet';
import { measureQuoteTaps, tapTable, type TapRow } from './quoteTap';
import { tbtByKind } from './tbtBreakdown';
import { TASK_KINDS, type BlockingByKind, type TaskKind } from './tbtKinds';

const { values: args } = parseArgs({
  options: {
    desktop: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4310' },
    'no-build': { type: 'boolean', default: false },
    'quote-only': { type: 'boolean', default: false },
    'no-quote': { type: 'boolean', default: false },
    'taps-only': { type: 'boolean', default: false },
    'no-taps': { type: 'boolean', default: false },
    'busy-ok': { type: 'boolean', default: false },
    compare: { type: 'string' },
    reruns: { type: 'string', default: '1' },
  },
});

const preset = args.desktop ? 'desktop' : 'mobile';
const runs = Math.max(1, Number(args.runs));
const port = Number(args.port);
const dist = process.env.DIST_DIR ?? 'dist';
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const KB = 1024;

/**
 * The routes, from the build itself: the sitemap lists every route (it is made from the route
 * table), and a product page says so in its og:type.
 */
async function routesOfBuild(): Promise<{ all: string[]; products: Set<string> }> {
  const sitemap = await readFile(path.join(dist, 'sitemap.xml'), 'utf8');
  const all = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  const products = new Set<string>();
  for (const route of all) {
    const html = await readFile(path.join(dist, route, 'index.html'), 'utf8');
    if (html.includes('<meta property="og:type" content="product"')) products.add(route);
  }
  return { all, products };
}

let productPaths = new Set<string>();

/** The browser's own version line ("Chromium 150.0.7871.100 built on Debian ..."), or its path. */
function browserVersion(): string {
  const out = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  return (out?.split('\n').at(-1) || chromePath).replace(/ built on .*$/, '');
}

const HOME_PAGES = ['/', '/ru/'];

/** The figures of one run (and, as medians, of a route). */
interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytesKb: number;
  jsKb: number;
  bytesBeforeVideoKb: number;
}
type Metric = keyof Figures;

interface Budget {
  /** 'inner': every route but the home pages (/ and /ru/). */
  routes: 'all' | 'products' | 'inner' | string[];
  min?: Partial<Figures>;
  max?: Partial<Figures>;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  rendererStartTime?: number;
  networkRequestTime?: number;
}

/** Each kind's blocking time, as the mean of the runs (a run without it counts 0). */
function meanByKind(runsByKind: BlockingByKind[]): BlockingByKind {
  const mean: BlockingByKind = {};
  for (const kind of Object.keys(TASK_KINDS) as TaskKind[]) {
    const total = runsByKind.reduce((sum, run) => sum + (run[kind] ?? 0), 0);
    if (total > 0) mean[kind] = Math.round((total / runsByKind.length) * 10) / 10;
  }
  return mean;
}

/** 'end of parse (...) 30, style, layout and paint 17', largest first. */
function describeByKind(byKind: BlockingByKind): string {
  const parts = (Object.entries(byKind) as [TaskKind, number][]).sort((a, b) => b[1] - a[1]);
  return parts.map(([kind, ms]) => `${TASK_KINDS[kind]} ${Math.round(ms)}`).join(', ') || 'none';
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The gzip size of the scripts a page ran (its own build files, compressed as a server does). Not
 * Lighthouse's transfer size: that adds each response's headers, a kilobyte each with our security
 * headers, which are not JavaScript.
 */
function gzipBytes(scripts: NetworkItem[]): number {
  return scripts.reduce((sum, item) => {
    const file = path.join(dist, decodeURIComponent(new URL(item.url).pathname));
    return sum + (existsSync(file) ? gzipSync(readFileSync(file)).length : (item.transferSize ?? 0));
  }, 0);
}

function figuresOf(lhr: import('lighthouse').Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const items = details?.items ?? [];
  const start = (item: NetworkItem) => item.rendererStartTime ?? item.networkRequestTime ?? 0;
  const bytes = (list: NetworkItem[]) => list.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / KB;
  // Bytes before the video: everything the page asked for before its first media request.
  const media = items.filter((item) => item.resourceType === 'Media').map(start);
  const videoStart = media.length ? Math.min(...media) : Number.POSITIVE_INFINITY;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytesKb: value('total-byte-weight') / KB,
    jsKb: gzipBytes(items.filter((item) => item.resourceType === 'Script')) / KB,
    bytesBeforeVideoKb: bytes(items.filter((item) => start(item) < videoStart)),
  };
}

/** Failed audits of a run that cost points, for the report (e.g. why best practices is 96). */
function lostPoints(lhr: import('lighthouse').Result): string[] {
  const lost: string[] = [];
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    if (category === 'performance') continue;
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        lost.push(`${category}: ${ref.id}`);
    }
  }
  return lost;
}

function budgetsFor(route: string, budgets: Budget[]): Budget[] {
  return budgets.filter(
    (b) =>
      b.routes === 'all' ||
      (b.routes === 'products' && productPaths.has(route)) ||
      (b.routes === 'inner' && !HOME_PAGES.includes(route)) ||
      (Array.isArray(b.routes) && b.routes.includes(route)),
  );
}

const LABEL: Record<Metric, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  bestPractices: 'best practices',
  seo: 'SEO',
  fcpMs: 'FCP',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  bytesKb: 'bytes',
  jsKb: 'JS',
  bytesBeforeVideoKb: 'bytes before video',
};

function format(metric: Metric, value: number): string {
  if (metric.endsWith('Ms'))
    return metric === 'tbtMs' ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
  if (metric.endsWith('Kb')) return `${value.toFixed(1)} KB`;
  if (metric === 'cls') return value.toFixed(3);
  return String(Math.round(value));
}

/** Each missed target as 'LCP 1.45 s > 1.20 s (+0.25 s)'. */
function misses(route: string, figures: Figures, budgets: Budget[]): string[] {
  const out: string[] = [];
  for (const budget of budgetsFor(route, budgets)) {
    for (const [metric, limit] of Object.entries(budget.min ?? {}) as [Metric, number][]) {
      if (figures[metric] < limit) out.push(`${LABEL[metric]} ${format(metric, figures[metric])} < ${limit}`);
    }
    for (const [metric, limit] of Object.entries(budget.max ?? {}) as [Metric, number][]) {
      const actual = metric === 'cls' ? Number(figures.cls.toFixed(3)) : figures[metric];
      if (actual > limit) {
        out.push(
          `${LABEL[metric]} ${format(metric, figures[metric])} > ${format(metric, limit)} (+${format(metric, figures[metric] - limit)})`,
        );
      }
    }
  }
  return out;
}

function table(rows: { route: string; figures: Figures; missed: string[]; runs: Run[] }[]): string {
  const head = [
    'Route',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP',
    'LCP',
    'LCP runs',
    'TBT',
    'TBT runs',
    'CLS',
    'Bytes',
    'JS',
    'Busy',
    'Budget',
  ];
  const lines = rows.map(({ route, figures: f, missed, runs: all }) => [
    route,
    format('performance', f.performance),
    format('accessibility', f.accessibility),
    format('bestPractices', f.bestPractices),
    format('seo', f.seo),
    format('fcpMs', f.fcpMs),
    format('lcpMs', f.lcpMs),
    spread(
      all.map((r) => r.figures.lcpMs),
      'lcpMs',
    ),
    format('tbtMs', f.tbtMs),
    spread(
      all.map((r) => r.figures.tbtMs),
      'tbtMs',
    ),
    format('cls', f.cls),
    format('bytesKb', f.bytesKb),
    format('jsKb', f.jsKb),
    String(all.filter((r) => r.busy).length),
    missed.length ? missed.join('; ') : 'met',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [row(head), row(widths.map((w) => '-'.repeat(w))), ...lines.map(row)].join('\n');
}

/** One Lighthouse run in a fresh browser; a run that fails to record (e.g. NO_NAVSTART) is retried. */
async function audit(url: string, attempts = 3): Promise<import('lighthouse').RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        args.desktop ? desktopConfig : undefined,
      );
      const error = result ? result.lhr.runtimeError : { message: 'no result' };
      if (!error && result) return result;
      if (attempt >= attempts) throw new Error(`${url}: ${error?.message}`);
      console.error(`${url}: ${error?.message}; again`);
    } finally {
      chrome.kill();
    }
  }
}

interface BudgetFile {
  mobile: Budget[];
  desktop: Budget[];
  /** Judged over the whole pass, per preset. */
  pass?: Partial<Record<'mobile' | 'desktop', { tbtMedianOfRouteMediansMs?: number }>>;
  quoteTap?: { atOnceMs: number; settledMs: number };
  interactions?: InteractionBudget;
}

interface RouteResult {
  route: string;
  figures: Figures;
  missed: string[];
  runs: Run[];
  lost: string[];
  tbtByKind: BlockingByKind;
}

/** One Lighthouse run, with the state of the machine it ran on. */
interface Run {
  figures: Figures;
  benchmarkIndex: number;
  machine: MachineState;
  /** Taken on a busy machine, or with a benchmark index well below the pass's best. */
  busy: boolean;
}

/** Waits for a quiet machine before a measurement; says so when it does not come. */
async function beforeMeasuring(what: string): Promise<MachineState> {
  const state = await waitForQuiet(30_000);
  if (!state.quiet) console.error(`  busy machine before ${what} (${describeState(state)}): marked`);
  return state;
}

function spread(values: number[], metric: Metric): string {
  if (values.length < 2) return '';
  return `${format(metric, Math.min(...values))}–${format(metric, Math.max(...values))}`;
}

/**
 * The preview server of another build (--compare), under the Content-Security-Policy that build's own
 * pages allow: the policy names the inline script by its hash, and another build's script (an older
 * commit's) would be blocked by this one's, which changes what is measured.
 */
async function previewOther(dir: string, port: number) {
  const html = await readFile(path.join(dir, 'index.html'), 'utf8');
  const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  const csp = contentSecurityPolicy(emailJsOrigin(loadEnv('production', process.cwd(), 'VITE_')));
  const own = inline
    ? `'sha256-${createHash('sha256').update(inline, 'utf8').digest('base64')}'`
    : EARLY_TAPS_HASH;
  process.env.DIST_DIR = dir;
  try {
    return await preview({
      preview: {
        port,
        strictPort: true,
        headers: { 'Content-Security-Policy': csp.replace(EARLY_TAPS_HASH, own) },
      },
      logLevel: 'warn',
    });
  } finally {
    process.env.DIST_DIR = dist;
  }
}

/** The Quote taps against their targets: each miss as a line. */
function tapMisses(rows: TapRow[], targets: BudgetFile['quoteTap']): string[] {
  if (!targets) return [];
  return rows.flatMap((row) => {
    const limit = row.mode === 'at once' ? targets.atOnceMs : targets.settledMs;
    const out: string[] = [];
    if (!(row.typeable <= limit))
      out.push(`${row.route} ${row.mode}: typeable ${row.typeable} ms > ${limit} ms`);
    if (Number.isNaN(row.listed)) out.push(`${row.route} ${row.mode}: the quote list never showed`);
    return out;
  });
}

async function main(): Promise<number> {
  const budgetFile = JSON.parse(await readFile('bench/budgets.json', 'utf8')) as BudgetFile;
  const budgets = budgetFile[preset] ?? [];

  if (!args['no-build']) {
    console.error(`Building into ${dist}/ ...`);
    const built = spawnSync('npx', ['tsx', 'scripts/build.ts', '--local'], {
      stdio: 'inherit',
      env: { ...process.env, DIST_DIR: dist },
    });
    if (built.status !== 0) return built.status ?? 1;
  }

  const start = await waitForQuiet(120_000);
  console.error(`Machine: ${describeState(start)}`);
  if (!start.quiet && !args['busy-ok']) {
    console.error(
      'The machine is busy: figures taken now would be noise. Nothing else may run during a bench ' +
        '(no test run, no build, no second session). Run it again once the machine is quiet, or ' +
        'with --busy-ok to measure anyway, every run marked.',
    );
    return 2;
  }

  const site = await routesOfBuild();
  productPaths = site.products;
  const paths = args.routes ? args.routes.split(',').map((p) => p.trim()) : site.all;
  for (const p of paths) if (!site.all.includes(p)) throw new Error(`Not a route of the site: ${p}`);

  process.env.DIST_DIR = dist;
  const server = await preview({ preview: { port, strictPort: true }, logLevel: 'warn' });
  const base = `http://localhost:${port}`;
  let taps: TapRow[] = [];
  let interactions: InteractionRow[] = [];
  if (args['taps-only'] && args.compare) {
    const other = await previewOther(args.compare, port + 1);
    let both: InteractionRow[][];
    try {
      await beforeMeasuring('the taps, side by side');
      both = await measureSideBySide([base, `http://localhost:${port + 1}`], runs);
    } finally {
      await other.close();
      await server.close();
    }
    console.log(
      `\nTap latency on a slow phone, median of ${runs} fresh load(s) each, the builds in turn:\n\n${sideBySideTable([dist, args.compare], both)}`,
    );
    const missed = interactionMisses(both[0]!, budgetFile.interactions);
    for (const miss of missed) console.log(`  missed (${dist}): ${miss}`);
    return missed.length ? 1 : 0;
  }
  if (args['taps-only']) {
    try {
      await beforeMeasuring('the taps');
      interactions = await measureInteractions(base, runs);
    } finally {
      await server.close();
    }
    console.log(
      `\nTap latency on a slow phone, median of ${runs} fresh load(s):\n\n${interactionTable(interactions)}`,
    );
    const missed = interactionMisses(interactions, budgetFile.interactions);
    for (const miss of missed) console.log(`  missed: ${miss}`);
    return missed.length ? 1 : 0;
  }
  if (args['quote-only']) {
    try {
      await beforeMeasuring('the Quote taps');
      taps = await measureQuoteTaps(base, undefined, runs);
    } finally {
      await server.close();
    }
    console.log(`\nQuote tap on a slow phone, median of ${runs} run(s):\n\n${tapTable(taps)}`);
    const tapMissed = tapMisses(taps, budgetFile.quoteTap);
    for (const miss of tapMissed) console.log(`  missed: ${miss}`);
    return tapMissed.length ? 1 : 0;
  }
  // The build, and with --compare another one (e.g. the same without scripts: bench/stripScripts.ts),
  // served side by side and measured run by run in turn, so both see the same machine.
  const variants: { label: string; base: string; results: RouteResult[] }[] = [
    { label: dist, base, results: [] },
  ];
  let compareServer: Awaited<ReturnType<typeof preview>> | undefined;
  if (args.compare) {
    compareServer = await previewOther(args.compare, port + 1);
    variants.push({ label: args.compare, base: `http://localhost:${port + 1}`, results: [] });
  }
  const results = variants[0]!.results;
  // Lighthouse's CPU benchmark of each run: with the browser's version, what tells two machines apart.
  const benchmarkIndexes: number[] = [];
  const reruns = Math.max(0, Number(args.reruns));
  let rerunCount = 0;

  /** One run of a route, taken again (up to --reruns times) while the machine is busy. */
  async function oneRun(route: string, variant: (typeof variants)[number], run: number) {
    for (let attempt = 0; ; attempt++) {
      const machine = await beforeMeasuring(`${route} run ${run}`);
      const result = await audit(`${variant.base}${route}`);
      const { lhr } = result;
      const figures = figuresOf(lhr);
      const index = lhr.environment.benchmarkIndex;
      benchmarkIndexes.push(index);
      const busy = !machine.quiet || index < SLOW_INDEX * Math.max(...benchmarkIndexes);
      console.error(
        `${variants.length > 1 ? `${variant.label} ` : ''}${route} run ${run}/${runs}: perf ${figures.performance}, LCP ${format('lcpMs', figures.lcpMs)}, TBT ${format('tbtMs', figures.tbtMs)}, index ${Math.round(index)}${busy ? ' (busy)' : ''}`,
      );
      if (busy && attempt < reruns) {
        rerunCount++;
        continue;
      }
      const byKind = await tbtByKind(result);
      const split = Object.values(byKind).reduce((sum, ms) => sum + ms, 0);
      // The split is Lantern's sum taken again: if it no longer adds up, Lighthouse has changed.
      if (Math.abs(split - figures.tbtMs) > 1)
        console.error(`${route}: TBT by kind adds up to ${split.toFixed(1)} ms, not ${figures.tbtMs} ms`);
      return { run: { figures, benchmarkIndex: index, machine, busy }, byKind, lost: lostPoints(lhr) };
    }
  }

  try {
    for (const route of paths) {
      const taken = variants.map(() => ({
        perRun: [] as Run[],
        lost: new Set<string>(),
        blocking: [] as BlockingByKind[],
      }));
      for (let run = 1; run <= runs; run++) {
        for (const [i, variant] of variants.entries()) {
          const { run: one, byKind, lost } = await oneRun(route, variant, run);
          taken[i]!.perRun.push(one);
          taken[i]!.blocking.push(byKind);
          lost.forEach((id) => taken[i]!.lost.add(id));
        }
      }
      for (const [i, variant] of variants.entries()) {
        const { perRun, lost, blocking } = taken[i]!;
        // The quiet runs make the median; only where every run was busy do the marked ones.
        const quietRuns = perRun.filter((r) => !r.busy);
        const counted = (quietRuns.length ? quietRuns : perRun).map((r) => r.figures);
        const figures = Object.fromEntries(
          (Object.keys(counted[0] ?? {}) as Metric[]).map((metric) => [
            metric,
            median(counted.map((f) => f[metric])),
          ]),
        ) as unknown as Figures;
        variant.results.push({
          route,
          figures,
          runs: perRun,
          missed: misses(route, figures, budgets),
          lost: [...lost],
          tbtByKind: meanByKind(blocking),
        });
      }
    }
    if (preset === 'mobile' && !args['no-quote']) {
      console.error('Quote tap on an emulated slow phone ...');
      await beforeMeasuring('the Quote taps');
      taps = await measureQuoteTaps(base, undefined, runs);
    }
    if (preset === 'mobile' && !args['no-taps']) {
      console.error('Tap latency on an emulated slow phone ...');
      await beforeMeasuring('the taps');
      interactions = await measureInteractions(base, runs);
    }
  } finally {
    await server.close();
    await compareServer?.close();
  }

  const command = `npm run bench --${args.desktop ? ' --desktop' : ''} --runs ${runs}${args.routes ? ` --routes ${args.routes}` : ''}`;
  // The figures depend on the browser and the machine as much as on the site: the table says which.
  const environment = {
    browser: browserVersion(),
    benchmarkIndex: Math.round(median(benchmarkIndexes)),
    benchmarkIndexMin: Math.round(Math.min(...benchmarkIndexes)),
    benchmarkIndexMax: Math.round(Math.max(...benchmarkIndexes)),
  };
  const best = environment.benchmarkIndexMax;
  const busyRuns = results.flatMap((r) =>
    r.runs.filter((run) => run.busy || run.benchmarkIndex < SLOW_INDEX * best).map(() => r.route),
  );
  console.log(`\nLighthouse ${preset}, median of ${runs} run(s) per route (${command}):`);
  console.log(
    `${environment.browser}, Lighthouse CPU benchmark index ${environment.benchmarkIndex} (median; ` +
      `${environment.benchmarkIndexMin}–${environment.benchmarkIndexMax} over ${benchmarkIndexes.length} runs, ` +
      `${rerunCount} taken again on a busy machine; ${busyRuns.length} kept marked busy` +
      `${busyRuns.length ? `: ${[...new Set(busyRuns)].join(', ')}` : ''})\n`,
  );
  console.log(table(results));
  for (const variant of variants.slice(1)) {
    console.log(`\n${variant.label}, measured run by run in turn with ${dist}:\n`);
    console.log(table(variant.results));
    console.log(`\nSide by side (median of ${runs}): perf, LCP, TBT\n`);
    console.log(`| route | ${dist} | ${variant.label} |\n|---|---|---|`);
    const brief = (f: Figures) =>
      `${format('performance', f.performance)}, ${format('lcpMs', f.lcpMs)}, ${format('tbtMs', f.tbtMs)}`;
    for (const [i, row] of results.entries())
      console.log(`| ${row.route} | ${brief(row.figures)} | ${brief(variant.results[i]!.figures)} |`);
    // Where a difference in TBT comes from: the same split for both builds, every route.
    console.log(`\nTBT by kind of task (ms, mean of the runs):`);
    for (const [i, row] of results.entries()) {
      console.log(`  ${row.route}, ${dist}: ${describeByKind(row.tbtByKind)}`);
      console.log(`  ${row.route}, ${variant.label}: ${describeByKind(variant.results[i]!.tbtByKind)}`);
    }
  }
  const lostAudits = results.filter((r) => r.lost.length);
  if (lostAudits.length) {
    console.log('\nAudits that cost points outside performance:');
    for (const r of lostAudits) console.log(`  ${r.route}: ${r.lost.join(', ')}`);
  }
  const overTbt = results.filter((r) => r.missed.some((miss) => miss.startsWith(`${LABEL.tbtMs} `)));
  if (overTbt.length) {
    console.log(`\nWhere the TBT of a route over its budget comes from (ms, mean of the runs):`);
    for (const r of overTbt) console.log(`  ${r.route}: ${describeByKind(r.tbtByKind)}`);
  }
  const missed = results.filter((r) => r.missed.length);
  console.log(
    missed.length
      ? `\n${missed.length} of ${results.length} routes miss a budget (bench/budgets.json).`
      : `\nAll ${results.length} routes meet the budgets.`,
  );
  // TBT over the whole pass: single runs on a shared machine spread by hundreds of ms.
  const tbtMedian = median(results.map((r) => r.figures.tbtMs));
  const tbtLimit = budgetFile.pass?.[preset]?.tbtMedianOfRouteMediansMs;
  const passMissed = tbtLimit !== undefined && tbtMedian > tbtLimit;
  console.log(
    `TBT, median of the route medians: ${Math.round(tbtMedian)} ms${tbtLimit === undefined ? '' : ` (budget ${tbtLimit} ms${passMissed ? ': MISSED' : ''})`}.`,
  );
  const tapMissed = tapMisses(taps, budgetFile.quoteTap);
  if (taps.length) {
    console.log(`\nQuote tap on a slow phone, median of ${runs} run(s):\n\n${tapTable(taps)}`);
    for (const miss of tapMissed) console.log(`  missed: ${miss}`);
  }
  const interactionMissed = interactionMisses(interactions, budgetFile.interactions);
  if (interactions.length) {
    console.log(
      `\nTap latency on a slow phone, median of ${runs} fresh load(s):\n\n${interactionTable(interactions)}`,
    );
    for (const miss of interactionMissed) console.log(`  missed: ${miss}`);
  }

  await mkdir('bench-results', { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const report = {
    preset,
    runs,
    date: new Date().toISOString(),
    command,
    environment,
    budgets,
    tbtMedianOfRouteMediansMs: tbtMedian,
    results,
    compared: variants.slice(1).map((variant) => ({ dist: variant.label, results: variant.results })),
    quoteTaps: taps,
    interactions,
  };
  const file = path.join('bench-results', `${preset}-${stamp}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(
    path.join('bench-results', `${preset}-latest.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  console.log(`Figures written to ${file}`);
  return missed.length || passMissed || tapMissed.length || interactionMissed.length ? 1 : 0;
}

process.exitCode = await main();
