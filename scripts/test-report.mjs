// What npm test prints at its end, read from the runners' JSON reports: the slowest tests, and
// the failed and flaky ones by name with the first line of their failure (so that a CI log's tail
// says which test failed). Each reader takes a report as its runner writes it and tolerates one
// shaped otherwise (missing fields read as none). Vitest's names are made relative to `root`.
import { relative } from 'node:path';

/**
 * The slowest tests of a Playwright JSON report: [seconds, project, 'file › describe › title'],
 * longest first. A retried test counts the time of all its attempts.
 */
export function slowestPlaywright(report, count) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const ms = results.reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const tries = results.length > 1 ? ` (${results.length} attempts)` : '';
        found.push([ms / 1000, test.projectName ?? '', [...path, spec.title].join(' › ') + tries]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, [file.title]);
  return found.sort((a, b) => b[0] - a[0]).slice(0, count);
}

/** The slowest tests of a Vitest JSON report: [seconds, '' (no project), 'file › title']. */
export function slowestVitest(report, count, root) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name ?? '');
    for (const test of file.assertionResults ?? [])
      found.push([(test.duration ?? 0) / 1000, '', `${name} › ${test.fullName ?? test.title}`]);
  }
  return found.sort((a, b) => b[0] - a[0]).slice(0, count);
}

/** The first line of a failure message, without colour codes, cut to a readable length. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((part) => part.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

/** Vitest's tests that failed, then passed on their retry: 'file › title: first failure'. */
export function flakyVitest(report, root) {
  const rows = [];
  for (const file of report?.testResults ?? []) {
    const name = relative(root, file.name ?? '');
    for (const test of file.assertionResults ?? [])
      if (test.status === 'passed' && (test.failureMessages ?? []).length > 0)
        rows.push(
          `Vitest  ${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages[0])}`,
        );
  }
  return rows;
}

/** Vitest's failed tests, and files that failed to load: 'file › title: first line'. */
export function failedVitest(report, root) {
  const rows = [];
  for (const file of report?.testResults ?? []) {
    const name = relative(root, file.name ?? '');
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0)
      rows.push(`Vitest  ${name}: ${firstLine(file.message) || 'the file failed to load'}`);
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        rows.push(
          `Vitest  ${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
        );
  }
  return rows;
}

/**
 * Vitest's unhandled errors (scripts/vitest-unhandled.mjs writes them: [{ name, message, file }]):
 * 'file: Name: first line', the file being the test file Vitest attributed the error to.
 */
export function unhandledVitest(errors, root) {
  return (Array.isArray(errors) ? errors : []).map(
    (error) =>
      `Vitest  ${error?.file ? relative(root, error.file) : '(no test file)'}: unhandled ${error?.name ?? 'error'}: ${firstLine(error?.message)}`,
  );
}

/** The benches that failed their smoke run: 'Bench  name: why'. */
export function failedBenches(benches) {
  return (Array.isArray(benches) ? benches : [])
    .filter((bench) => bench?.status === 'failed')
    .map((bench) => `Bench  ${bench.name}: ${firstLine(bench.problem) || 'failed'}`);
}

/** Playwright's flaky tests (failed, then passed): 'project  file › title: first failure'. */
export function flakyPlaywright(report) {
  return playwrightTests(report, 'flaky', (results) => results.find((r) => r.error));
}

/** Playwright's tests that failed on their last attempt: 'project  file › title: first line'. */
export function failedPlaywright(report) {
  const rows = playwrightTests(report, 'unexpected', (results) => results.at(-1));
  for (const error of report?.errors ?? [])
    rows.push(`Playwright  set-up: ${firstLine(error.message)}`);
  return rows;
}

/** Playwright's tests of one status, each with the error of the attempt `pick` chooses. */
function playwrightTests(report, status, pick) {
  const rows = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== status) continue;
        const attempt = pick(test.results ?? []);
        rows.push(
          `Playwright  ${test.projectName ?? ''}  ${[...path, spec.title].join(' › ')}: ${firstLine(attempt?.error?.message)}`,
        );
      }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const file of report?.suites ?? []) walk(file, [file.title]);
  return rows;
}
