// npm test: install what is missing, build what is stale, then run every check and test runner:
// lint, format, typecheck, the container (scripts/container-check.mjs), Vitest (unit,
// component, server and sandbox inject tests; an unhandled error fails the run like a failed
// test), the Playwright journeys against the production build, and every benchmark once in its
// smoke run (scripts/test-benches.mjs, each bench one test). Ends with how long each stage took,
// the 10 slowest tests of each runner
// (from their JSON reports), then one plain line `N passed, N failed` (totals across all
// runners) as the very last line, because CI reads that line.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ensureBenchTools } from './bench-tools.mjs';
import { buildIfStale, ensureInstalled, root, run, say } from './lib.mjs';
import { smokeRunBenches } from './test-benches.mjs';
import {
  failedBenches,
  failedPlaywright,
  failedVitest,
  flakyPlaywright,
  flakyVitest,
  slowestPlaywright,
  slowestVitest,
  unhandledVitest,
} from './test-report.mjs';

/**
 * [stage, seconds, overlapping?] in the order they ran (overlapping: a part of the stage above,
 * not added to the total); .ci/run passes the time its own set-up took.
 */
const durations = [];
const ciSetup = Number(process.env.SJD_CI_SETUP_SECONDS);
if (Number.isFinite(ciSetup) && ciSetup > 0)
  durations.push(['CI set-up (Debian packages)', ciSetup]);

async function timed(stage, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    durations.push([stage, (performance.now() - started) / 1000]);
  }
}

function clock(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

// The benches' own tools (a fresh clone has none) install while the build runs (the one waits
// on the disk, the other on the CPU), and before the checks, so the typecheck covers the benches
// too. A failed install fails the benches' stage (their run cannot load) and is named below.
let benchTools = Promise.resolve(0);
await timed('install + build (when stale)', () => {
  ensureInstalled();
  benchTools = ensureBenchTools();
  buildIfStale();
});
const benchToolsCode = await timed(
  'bench tools install (the rest after the build)',
  () => benchTools,
);

const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0 };
const lines = [];

/** A check that is not a test runner counts as one test. */
function record(name, ok) {
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? '✓' : '✗'} ${name}`);
}
if (benchToolsCode !== 0)
  record(`bench tools install (npm ci in bench/, exit ${benchToolsCode})`, false);

/** Runs a command with its output kept aside; resolves to its exit code and what it printed. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }),
    );
    child.on('error', (error) => resolve({ code: 1, output: error.message }));
  });
}

/** Starts a check that is one process: its output kept aside, printed whole when it ends. */
function startCheck([name, command, args]) {
  const began = performance.now();
  return runQuietly(command, args).then((result) => ({
    name,
    result,
    seconds: (performance.now() - began) / 1000,
  }));
}

/** Prints what a check printed and says whether it passed. */
function tellCheck({ name, result }) {
  say(`${name}: ${result.code === 0 ? 'passed' : `failed (exit ${result.code})`}`);
  if (result.output.trim() !== '') process.stdout.write(result.output);
}

/**
 * The checks that are one process each (mostly one core) run side by side on the 2-core machine;
 * each one's output is printed whole when it ends, so runs do not interleave.
 */
async function checksSideBySide(checks) {
  say(`${checks.map(([name]) => name).join(', ')} (side by side)…`);
  const started = performance.now();
  const results = await Promise.all(
    checks.map((check) =>
      startCheck(check).then((done) => {
        tellCheck(done);
        return done;
      }),
    ),
  );
  durations.push(['checks side by side', (performance.now() - started) / 1000]);
  // Each one's own time, under the stage (not added to the total: they overlap).
  for (const { name, seconds } of results)
    durations.push([`  ${name.split(' (')[0]}`, seconds, true]);
  for (const { name, result } of results) record(name, result.code === 0);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

// The container check (podman builds the Dockerfile on the node image or its stand-in and runs
// the image, then `npm run serve` in the build stage, each with a payment and a SIGTERM;
// podman-compose reads the compose files) starts with the static checks and goes on beside
// Vitest: most of it is the image's installs and its build, waiting on the network and the disk,
// and it took twice as long as the static checks (2:39 against 1:19), which Vitest then waited
// for. Its output is printed whole after Vitest's.
const containerName =
  'container (podman builds and runs the Dockerfile, podman-compose reads compose.yaml, SIGTERM)';
say(`${containerName}: started, beside the static checks and Vitest…`);
const containerCheck = startCheck([
  containerName,
  process.execPath,
  ['--import', 'tsx', join(root, 'scripts', 'container-check.mjs')],
]);
await checksSideBySide([
  ['lint (eslint)', bin('eslint'), ['.']],
  ['format (prettier)', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['typecheck', process.execPath, [join(root, 'scripts', 'typecheck.mjs')]],
]);

say('Vitest (unit, component, server and sandbox tests)…');
const vitestJson = join(reports, 'vitest.json');
// Vitest's JSON report counts tests and files only; its unhandled errors (thrown outside any
// test: an 'error' event nobody listens to, a rejection nobody awaited) come from a reporter of
// ours through Vitest's reporter API.
const vitestErrorsJson = join(reports, 'vitest-unhandled.json');
const vitestCode = await timed('Vitest', () =>
  run(
    bin('vitest'),
    [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
      `--reporter=${join(root, 'scripts', 'vitest-unhandled.mjs')}`,
    ],
    { env: { ...process.env, SJD_VITEST_ERRORS_FILE: vitestErrorsJson } },
  ),
);
const vitest = readJson(vitestJson);
const vitestUnhandled = readJson(vitestErrorsJson) ?? [];
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  // A suite that fails to load has no failed tests but still fails the run.
  const brokenFiles = vitest.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  // Each unhandled error fails the run as a failed test would.
  const failed = vitest.numFailedTests + brokenFiles + vitestUnhandled.length;
  // Vitest failed the run for a reason neither report carries: that fails it too.
  const unexplained = vitestCode !== 0 && failed === 0 ? 1 : 0;
  totals.failed += brokenFiles + vitestUnhandled.length + unexplained;
  const flaky = flakyVitest(vitest, root).length;
  lines.push(
    `Vitest: ${vitest.numPassedTests} passed, ${failed + unexplained} failed` +
      (vitestUnhandled.length ? ` (${vitestUnhandled.length} unhandled errors)` : '') +
      (unexplained ? ` (exit ${vitestCode} with no failed test)` : '') +
      (flaky ? ` (${flaky} flaky)` : ''),
  );
} else {
  totals.failed += 1;
  lines.push(`Vitest: no report (exit ${vitestCode})`);
}

// The container check ends before the journeys start (they want both cores).
const container = await timed('container (what was left after Vitest)', () => containerCheck);
tellCheck(container);
durations.push([
  '  container (from the start, beside the checks and Vitest)',
  container.seconds,
  true,
]);
record(container.name, container.result.code === 0);

say('Playwright journeys (Debian Chromium, production build)…');
const playwrightJson = join(reports, 'playwright.json');
const playwrightCode = await timed('Playwright', () =>
  run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  }),
);
const playwright = existsSync(playwrightJson) ? readJson(playwrightJson) : null;
if (playwright?.stats) {
  const { expected, unexpected, flaky } = playwright.stats;
  const setupErrors = playwright.errors?.length ?? 0;
  totals.passed += expected + flaky;
  totals.failed += unexpected + setupErrors;
  lines.push(
    `Playwright: ${expected + flaky} passed, ${unexpected + setupErrors} failed${flaky ? ` (${flaky} flaky)` : ''}`,
  );
} else {
  totals.failed += 1;
  lines.push(`Playwright: no report (exit ${playwrightCode})`);
}

say('Benches, smoke run (every bench once, tiny counts; bench/run.ts --smoke)…');
const { benches, code: benchCode } = await timed('Benches (smoke run)', () =>
  smokeRunBenches(reports),
);
if (benches) {
  const count = (status) => benches.filter((bench) => bench.status === status).length;
  totals.passed += count('passed');
  totals.failed += count('failed');
  for (const bench of benches) durations.push([`  bench ${bench.name}`, bench.seconds, true]);
  lines.push(
    `Benches (smoke run): ${count('passed')} passed, ${count('failed')} failed` +
      (count('skipped') ? `, ${count('skipped')} skipped (a system package missing)` : ''),
  );
} else {
  totals.failed += 1;
  lines.push(`Benches (smoke run): no report (exit ${benchCode})`);
}

/** Prints a top list under its heading; nothing when the report had none (or was unreadable). */
function printSlowest(heading, rows) {
  if (rows.length === 0) return;
  console.log(`\n${heading}`);
  const projectWidth = Math.max(...rows.map(([, project]) => project.length));
  for (const [seconds, project, title] of rows)
    console.log(
      `  ${seconds.toFixed(1).padStart(6)}  ${project ? `${project.padEnd(projectWidth)}  ` : ''}${title}`,
    );
}

const width = Math.max(...durations.map(([stage]) => stage.length));
const total = durations.reduce(
  (sum, [, seconds, overlapping]) => sum + (overlapping ? 0 : seconds),
  0,
);
console.log('\nStage durations (m:ss)');
for (const [stage, seconds] of durations)
  console.log(`  ${stage.padEnd(width)}  ${clock(seconds)}`);
console.log(`  ${'total'.padEnd(width)}  ${clock(total)}`);
// Where the time went, from the runners' JSON reports: a report that cannot be read (or is
// shaped unlike the one expected) prints no list and fails nothing.
for (const [heading, report, slowest] of [
  ['10 slowest tests (Playwright, seconds)', playwright, slowestPlaywright],
  ['10 slowest tests (Vitest, seconds)', vitest, slowestVitest],
]) {
  try {
    if (report) printSlowest(heading, slowest(report, 10, root));
  } catch (error) {
    console.log(`\n${heading}: not read (${error.message})`);
  }
}
// The failed tests by name, with the first line of each failure, so that a CI log's tail says
// which test failed (the runners' own output is long and scrolls away).
try {
  for (const [heading, rows] of [
    [
      'Flaky tests (passed on their retry)',
      [...flakyVitest(vitest, root), ...flakyPlaywright(playwright)],
    ],
    [
      'Failed tests',
      [
        ...failedVitest(vitest, root),
        ...unhandledVitest(vitestUnhandled, root),
        ...failedPlaywright(playwright),
        ...failedBenches(benches),
      ],
    ],
  ]) {
    if (rows.length === 0) continue;
    console.log(`\n${heading}`);
    for (const row of rows.slice(0, 20)) console.log(`  ${row}`);
    if (rows.length > 20) console.log(`  … and ${rows.length - 20} more`);
  }
} catch (error) {
  console.log(`\nFailed and flaky tests: not read (${error.message})`);
}
console.log(`\n${lines.join('\n')}`);
// CI reads this line: it stays the last one.
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
