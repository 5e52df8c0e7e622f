// (s) The visitor swarm (issue 46, item 5): N simulated visitors, each with its own cookie, config
// and event stream, run the shops' full journeys (lib/swarm-journeys.ts: a card payment with a
// 3DS challenge, a saved card and a payout, a subscription renewed with the demo clock, the
// hosted payment page, the orders back office; every event on the visitor's stream) at API level
// against (1) one instance as `npm start` runs it and (2) the hosted topology of
// compose.hosting.yaml (PostgreSQL, two instances, HAProxy; apps/server/src/testing/topology.ts),
// each for a bounded time. Each visitor runs its journeys one after another, as one person would,
// with no pause between them: the swarm is N busy visitors, not a model of think time.
// Prints journeys per second, p50/p95/p99 per journey step, errors (an invariant: 0), the
// webhook arrival p95 (the answer of a state change → its event on the visitor's stream; budget
// ≤ 50 ms) and CPU seconds per journey of each process (Linux /proc: the server, and in the
// topology each instance, HAProxy and PostgreSQL with its backends, and this generator), from
// which docs/performance-ledger.md states the capacity per core and a model of k cores per
// instance. The generator shares the machine's cores with the servers: journeys/s is what this
// machine gave; CPU seconds per journey are what each journey costs, whatever the load.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { postgresUnavailableReason } from '@sjd/postgres/test-server';
import { startTopology, topologyUnavailableReason } from '../apps/server/src/testing/topology';
import { processCpuSeconds, startDemoProcess } from './lib/demo-process';
import { BenchSkipped, sized } from './lib/mode';
import { outDir } from './lib/paths';
import type { Report } from './lib/report';
import { swarmJourneys } from './lib/swarm-journeys';
import { quantile, SwarmStats, SwarmVisitor } from './lib/swarm-visitor';

/** Visitors at once (each holds an event stream: the site allows 50 per address). */
const visitors = sized(
  /^\d+$/.test(process.env.BENCH_SWARM_VISITORS ?? '')
    ? Math.min(45, Number(process.env.BENCH_SWARM_VISITORS))
    : 12,
  2,
);
/** How long the swarm runs; a smoke run stops after each visitor's first round of journeys. */
const seconds = sized(30, 0);
const webhookBudgetMs = 50;

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times. */
const ticksPerSecond = 100;

/**
 * CPU seconds of a process and every descendant (PostgreSQL's backends), including the children
 * it has already reaped (cutime, cstime), or null when /proc cannot tell.
 */
export function treeCpuSeconds(root: number): number | null {
  const stats = new Map<number, { ppid: number; ticks: number; reaped: number }>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(join('/proc', entry, 'stat'), 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        reaped: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // The process ended while being read.
    }
  }
  const rootStat = stats.get(root);
  if (!rootStat) return null;
  let ticks = rootStat.ticks + rootStat.reaped;
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.add(pid);
        ticks += stat.ticks + stat.reaped;
        grew = true;
      }
    }
  }
  return ticks / ticksPerSecond;
}

/**
 * This process's CPU seconds (the generator). In a smoke run, where benches run two at a time in
 * this process, it includes the other bench's work: meaningless there, as every smoke figure.
 */
const generatorCpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

interface SwarmResult {
  stats: SwarmStats;
  wallSeconds: number;
  cpu: Map<string, number>;
}

/** Runs the swarm against `siteUrl`; `clocks` read each process's CPU seconds so far. */
async function runSwarm(
  siteUrl: string,
  clocks: Record<string, () => number | null>,
): Promise<SwarmResult> {
  const stats = new SwarmStats();
  const crowd = Array.from({ length: visitors }, (_, i) => new SwarmVisitor(siteUrl, i, stats));
  // Arrive one after another (the first call makes the cookie), then all go at once.
  for (const visitor of crowd) await visitor.arrive();
  // A warm-up round by one visitor: JIT and connections, not measured.
  const warm = new SwarmVisitor(siteUrl, visitors, new SwarmStats());
  await warm.arrive();
  for (const [name, journey] of swarmJourneys) await warm.run(name, journey);
  warm.leave();

  const read = () => new Map(Object.entries(clocks).map(([name, clock]) => [name, clock()]));
  const before = read();
  const started = performance.now();
  const endAt = started + seconds * 1000;
  await Promise.all(
    crowd.map(async (visitor, i) => {
      for (let n = 0; ; n += 1) {
        const [name, journey] = swarmJourneys[(i + n) % swarmJourneys.length] ?? [];
        if (!name || !journey) break;
        await visitor.run(name, journey);
        // A smoke run: one round of every journey; a measured run: until the time is up.
        if (seconds === 0 ? n + 1 >= swarmJourneys.length : performance.now() >= endAt) break;
      }
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const after = read();
  for (const visitor of crowd) visitor.leave();
  const cpu = new Map<string, number>();
  for (const [name, from] of before) {
    const to = after.get(name);
    if (from != null && to != null) cpu.set(name, to - from);
  }
  return { stats, wallSeconds, cpu };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function reportSwarm(report: Report, label: string, result: SwarmResult, servers: string[]): void {
  const { stats, wallSeconds, cpu } = result;
  const journeys = stats.journeyCount;
  report.figure(
    `swarm ${label}: journeys per second`,
    `${(journeys / wallSeconds).toFixed(2)} (${journeys} journeys by ${visitors} visitors in ${wallSeconds.toFixed(1)} s; ` +
      [...stats.journeys].map(([name, count]) => `${name} ${count}`).join(', ') +
      ')',
  );
  const lines = [...stats.steps].map(([step, times]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return `${step.padEnd(62)} p50 ${ms(quantile(sorted, 0.5)).padStart(9)}  p95 ${ms(quantile(sorted, 0.95)).padStart(9)}  p99 ${ms(quantile(sorted, 0.99)).padStart(9)}  (${sorted.length})`;
  });
  report.note(`Swarm ${label}: each journey step, p50 / p95 / p99 (count)`, lines);
  report.figure(
    `swarm ${label}: errors`,
    `${stats.errorCount}${stats.firstErrors.length ? ` (${stats.firstErrors.join(' | ')})` : ''}`,
  );
  report.invariant(
    `swarm ${label}: no journey failed`,
    stats.errorCount === 0 && journeys > 0,
    `${stats.errorCount} failed, ${journeys} completed`,
  );
  const webhooks = [...stats.webhookMs].sort((a, b) => a - b);
  const p95 = quantile(webhooks, 0.95);
  report.figure(
    `swarm ${label}: webhook arrival (answer → visitor's stream)`,
    `p50 ${ms(quantile(webhooks, 0.5))}, p95 ${ms(p95)}, p99 ${ms(quantile(webhooks, 0.99))}, max ${ms(webhooks.at(-1) ?? NaN)} (${webhooks.length} events)`,
  );
  report.budget(
    `swarm ${label}: webhook arrival p95`,
    p95 <= webhookBudgetMs,
    `${ms(p95)} (budget ≤ ${webhookBudgetMs} ms)`,
  );
  const perJourney = [...cpu].map(
    ([name, spent]) => `${name} ${((spent / Math.max(journeys, 1)) * 1000).toFixed(1)} ms`,
  );
  const serverCpu = servers.reduce((sum, name) => sum + (cpu.get(name) ?? 0), 0);
  report.figure(`swarm ${label}: CPU per journey, by process`, perJourney.join(', '));
  if (journeys > 0 && serverCpu > 0) {
    const perCore = journeys / serverCpu;
    report.figure(
      `swarm ${label}: journeys per core-second (servers: ${servers.join(' + ')})`,
      `${perCore.toFixed(1)} (server CPU ${((serverCpu / journeys) * 1000).toFixed(1)} ms per journey)`,
    );
  }
}

async function oneInstance(report: Report): Promise<void> {
  const demo = await startDemoProcess({ logFile: join(outDir, 'swarm-server.log') });
  try {
    const result = await runSwarm(demo.appUrl, {
      server: demo.cpuSeconds,
      'server thread': demo.serverThreadCpuSeconds,
      generator: generatorCpuSeconds,
    });
    reportSwarm(report, 'one instance', result, ['server']);
  } finally {
    await demo.stop();
  }
}

async function hostedTopology(report: Report): Promise<void> {
  const topology = await startTopology({ env: { RATE_LIMIT_MAX: '1000000000' } });
  try {
    const pid = (name: 'a' | 'b') =>
      topology.instances.find((i) => i.name === name)?.process?.pid ?? 0;
    const result = await runSwarm(topology.siteUrl, {
      'instance a': () => processCpuSeconds(pid('a')),
      'instance b': () => processCpuSeconds(pid('b')),
      haproxy: () => processCpuSeconds(topology.balancerPid),
      postgresql: () => treeCpuSeconds(topology.postgresPid),
      generator: generatorCpuSeconds,
    });
    reportSwarm(report, 'hosted (2 instances, HAProxy, PostgreSQL)', result, [
      'instance a',
      'instance b',
      'haproxy',
      'postgresql',
    ]);
  } finally {
    await topology.stop();
  }
}

export async function benchSwarm(report: Report): Promise<void> {
  console.log(
    `Swarm: ${visitors} visitors, ${seconds ? `${seconds} s` : 'one round'} of every shop's journeys, one instance then the hosted topology…`,
  );
  await oneInstance(report);
  const skip = topologyUnavailableReason(postgresUnavailableReason());
  if (skip) throw new BenchSkipped(`the hosted half: ${skip}`);
  await hostedTopology(report);
}
