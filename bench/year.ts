// (issue 43 item 5) A year in a minute, the long run: the subscription's year on the demo clock
// as a property (apps/web/src/test/billing-year.ts: the real store's billing job, random clock
// moves, issuer answers, lost or rejected requests and card replacements, every invariant checked
// after every step) on many more years than the tests' fixed seeds, with a new seed each run
// (BENCH_YEAR_SEED replays one; BENCH_YEAR_RUNS sets how many years). The web app's modules are
// loaded through Vite (they import assets), as the tests load them. A broken invariant fails the
// bench and prints the seed, the shrunk steps and what broke. Figures: the years run and the time
// per year (the time is never a budget).
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { sized } from './lib/mode';
import { repoRoot } from './lib/paths';
import type { Report } from './lib/report';

const runs = sized(Number(process.env.BENCH_YEAR_RUNS ?? 500), 5);
const maxSteps = sized(120, 30);

interface YearModule {
  checkYears(
    seed: number,
    numRuns: number,
    maxSteps: number,
  ): Promise<{ numRuns: number; failed: boolean; message: string | null }>;
}

export async function benchYear(report: Report): Promise<void> {
  const seed = Number(process.env.BENCH_YEAR_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const root = join(repoRoot, 'apps/web');
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const year = (await vite.ssrLoadModule('/src/test/billing-year.ts')) as YearModule;
    const started = performance.now();
    const result = await year.checkYears(seed, runs, maxSteps);
    const ms = performance.now() - started;
    report.figure(
      'year: simulated years',
      `${result.numRuns} (up to ${maxSteps} steps each, seed ${seed})`,
    );
    report.figure('year: time per year', `${(ms / Math.max(1, result.numRuns)).toFixed(1)} ms`);
    report.invariant(
      'year: every invariant after every step',
      !result.failed,
      result.message ?? `seed ${seed}`,
    );
  } finally {
    await vite.close();
  }
}
