// npm test's last stage: every benchmark once in its smoke run (bench/run.ts --smoke: tiny
// counts, budgets on time and size printed but not asserted, invariants asserted), so a bench
// that can no longer complete or prints no figure fails the tests instead of rotting. Each bench
// counts as one test. The benches' own tools are installed first when missing
// (scripts/bench-tools.mjs). The run has a process group of its own: whatever a bench leaves
// running (a bench that timed out keeps its servers) is stopped with it.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

/** Runs the smoke run; resolves with its exit code once the run and its group have ended. */
function runInOwnGroup(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: 'inherit',
      env,
      detached: true,
    });
    const stopGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group has already ended.
      }
    };
    // Ctrl-C reaches npm test's group, not this one: pass it on.
    const onSignal = () => {
      stopGroup();
      process.exit(130);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      stopGroup();
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', () => resolve(1));
  });
}

/**
 * The outcome of each bench from the run's report ({ benches: [{ name, status, seconds,
 * problem }] }), or null when there is none (the run did not get as far as writing it).
 */
export function readBenchReport(path) {
  try {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    return Array.isArray(report?.benches) ? report.benches : null;
  } catch {
    return null;
  }
}

/** Smoke-runs every bench; resolves with the benches' outcomes (null: no report) and the code. */
export async function smokeRunBenches(reportsDir) {
  const report = join(reportsDir, 'bench.json');
  const code = await runInOwnGroup(
    ['--import', 'tsx', join(root, 'bench', 'run.ts'), '--smoke', `--report=${report}`],
    process.env,
  );
  return { benches: readBenchReport(report), code };
}
