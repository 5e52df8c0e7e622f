// How a bench run is sized. `npm run bench` measures (its counts and durations give figures worth
// recording); `npm test` runs every bench once with --smoke: tiny counts, seconds each, so a bench
// that can no longer complete, or completes without a figure, fails the tests instead of rotting
// until someone next measures. A bench reads its sizes through `sized` (one place per figure) and
// never changes what it does, only how much of it: the smoke run walks the same code.
// Budgets on time, rate or size (report.budget) are not asserted in a smoke run: on a CI machine
// busy with other work they say nothing. Invariants (report.invariant: no errors, the calls the
// terminal shows, no compiler) hold whatever the load and are asserted in both modes.

/** True when this run is the tests' smoke run (`bench/run.ts --smoke`). */
export const smoke = process.argv.includes('--smoke');

/** The measured size of something, or its tiny smoke-run size. */
export function sized<T>(measured: T, inSmoke: T): T {
  return smoke ? inSmoke : measured;
}

/**
 * Thrown by a bench that cannot run on this machine (a missing system package): listed as
 * skipped, with the reason. In CI, which installs every package a bench needs, it fails.
 */
export class BenchSkipped extends Error {
  override name = 'BenchSkipped';
}
