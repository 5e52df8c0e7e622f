// npm run bench: prints figures (never timed tests). Budgets are ratios or sizes measured in the
// same run; a broken budget makes the bench exit non-zero, not the tests.
// `npm run bench -- checkout proxy` runs only the named benches. Every bench runs even when one
// before it failed; each ends as passed, failed (it threw, printed no figure, or broke a budget
// or an invariant) or skipped (a system package it needs is missing).
// `--smoke` is npm test's run (lib/mode.ts): every bench once, tiny counts, budgets printed but
// not asserted, each bench bounded in time, two benches at a time (their figures mean nothing
// there, and most of a bench's time is starting servers and browsers); `--report=<file>` writes each bench's outcome as JSON
// for npm test, which counts every bench as one test. A new bench is one line of `benches`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { benchBundleSize } from './bundle-size';
import { benchCheckout } from './checkout';
import { benchFreshStart } from './fresh-start';
import { benchHosting } from './hosting';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';
import { benchLongTrail } from './long-trail';
import { BenchSkipped, smoke } from './lib/mode';
import { outDir } from './lib/paths';
import { Report } from './lib/report';
import { benchProxyThroughput } from './proxy';
import { benchSandboxThroughput } from './sandbox';
import { benchTerminal } from './terminal';
import { benchSwarm } from './swarm';
import { benchServerThroughput } from './throughput';
import { benchWebhooks } from './webhooks';
import { benchYear } from './year';

const benches: Record<string, (report: Report) => Promise<void>> = {
  'bundle-size': benchBundleSize,
  lighthouse: benchLighthouse,
  throughput: benchServerThroughput,
  sandbox: benchSandboxThroughput,
  proxy: benchProxyThroughput,
  load: benchLoad,
  checkout: benchCheckout,
  'fresh-start': benchFreshStart,
  terminal: benchTerminal,
  'long-trail': benchLongTrail,
  hosting: benchHosting,
  webhooks: benchWebhooks,
  year: benchYear,
  swarm: benchSwarm,
};

/** A smoke run's bound on one bench: past it the bench fails (something hangs). */
const smokeDeadlineMs = 240_000;
/** Benches run at a time: one when measuring, two in a smoke run. */
const lanes = smoke ? 2 : 1;

export interface BenchOutcome {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  seconds: number;
  figures: number;
  /** Why it failed or was skipped. */
  problem?: string;
}

const args = process.argv.slice(2);
const reportFile = args.find((arg) => arg.startsWith('--report='))?.slice('--report='.length);
const wanted = args.filter((arg) => !arg.startsWith('--'));
const unknown = wanted.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')} (known: ${Object.keys(benches).join(', ')})`);
  process.exit(2);
}

function withDeadline(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Runs one bench with a report of its own and says how it ended. */
async function runBench(
  name: string,
  bench: (report: Report) => Promise<void>,
  report: Report,
): Promise<BenchOutcome> {
  const started = performance.now();
  const outcome = (status: BenchOutcome['status'], problem?: string): BenchOutcome => ({
    name,
    status,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    figures: report.figures.length,
    ...(problem ? { problem } : {}),
  });
  try {
    const work = bench(report);
    await (smoke ? withDeadline(work, smokeDeadlineMs) : work);
  } catch (error) {
    console.error(`\n${name}: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    // CI installs every package the benches need: a skip there means one went missing.
    if (error instanceof BenchSkipped && !process.env.CI) return outcome('skipped', error.message);
    return outcome('failed', firstLine(error));
  }
  if (report.figures.length === 0) return outcome('failed', 'printed no figure');
  const broken = report.checks.filter(Report.fails);
  if (broken.length > 0) {
    return outcome('failed', broken.map((check) => `${check.name}: ${check.detail}`).join('; '));
  }
  return outcome('passed');
}

mkdirSync(outDir, { recursive: true });
const report = new Report();
const selected = Object.entries(benches).filter(
  ([name]) => wanted.length === 0 || wanted.includes(name),
);
const queue = [...selected];
const finished = new Map<string, BenchOutcome>();
await Promise.all(
  Array.from({ length: lanes }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, bench] = next;
      console.log(`\n[${name}]${smoke ? ' (smoke run)' : ''}`);
      // Each bench its own report, its lines labelled when benches run side by side.
      const own = new Report(lanes > 1 ? `[${name}] ` : '');
      finished.set(name, await runBench(name, bench, own));
      report.absorb(own);
    }
  }),
);
const outcomes = selected.flatMap(([name]) => finished.get(name) ?? []);
report.print();
console.log(`\nBenches${smoke ? ' (smoke run: tiny counts, budgets not asserted)' : ''}`);
for (const o of outcomes) {
  const mark = { passed: '✓', failed: '✗', skipped: '-' }[o.status];
  console.log(
    `  ${mark} ${o.name} (${o.seconds.toFixed(1)} s, ${o.figures} figures)${o.problem ? `: ${o.problem}` : ''}`,
  );
}
if (reportFile) writeFileSync(reportFile, JSON.stringify({ smoke, benches: outcomes }));
// Whatever a bench left running (a timed-out one's servers) must not keep the process alive.
process.exit(outcomes.every((o) => o.status !== 'failed') ? 0 : 1);
