// Prints the conformance run: per API, the operations served of those published; the calls
// checked and those that deviate; the published examples sent. One summary line for CI logs.
import type { OperationReport } from './run';

export interface Figures {
  claimedServed: number;
  claimedPublished: number;
  otherServed: number;
  otherPublished: number;
  calls: number;
  conforming: number;
  examplesValid: number;
  examplesInvalid: number;
  examplesContradicting: number;
  examplesAccepted: number;
  errorsDocumented: number;
  errorsCaused: number;
  errorsDiffering: number;
}

export function figuresOf(reports: readonly OperationReport[]): Figures {
  const claimed = reports.filter((r) => r.claimed);
  const others = reports.filter((r) => !r.claimed);
  const calls = reports.flatMap((r) => r.calls);
  const exampleCalls = calls.filter((c) => c.label.startsWith('example'));
  return {
    claimedServed: claimed.filter((r) => r.served).length,
    claimedPublished: claimed.length,
    otherServed: others.filter((r) => r.served).length,
    otherPublished: others.length,
    calls: calls.length,
    conforming: calls.filter((c) => c.problems.length === 0).length,
    examplesValid: reports.reduce((n, r) => n + r.examples.valid, 0),
    examplesInvalid: reports.reduce((n, r) => n + r.examples.invalid.length, 0),
    examplesContradicting: reports.reduce((n, r) => n + r.examples.contradicting.length, 0),
    examplesAccepted: exampleCalls.filter((c) => c.succeeded && c.problems.length === 0).length,
    errorsDocumented: reports.reduce((n, r) => n + r.errors.caused + r.errors.noCause.length, 0),
    errorsCaused: reports.reduce((n, r) => n + r.errors.caused, 0),
    errorsDiffering: reports.reduce((n, r) => n + r.errors.differing.length, 0),
  };
}

export function summaryLine(f: Figures, documents: number): string {
  const parts = [
    `operations served: ${f.claimedServed} of ${f.claimedPublished} (the nine claimed APIs)`,
    `+ ${f.otherServed} of ${f.otherPublished} (Card Verifications v6)`,
    `requests/answers checked: ${f.calls}, conforming: ${f.conforming}, deviating: ${f.calls - f.conforming}`,
    `documented errors: ${f.errorsDocumented}, caused here ${f.errorsCaused}, answered as documented ${f.errorsCaused - f.errorsDiffering} (the rest have no cause in a sandbox: outages, features not enabled)`,
  ];
  if (documents > 0) {
    parts.push(
      `published request examples: ${f.examplesValid + f.examplesInvalid} (${f.examplesContradicting} break their own schema as published, ${f.examplesInvalid} after the errata), ${f.examplesAccepted} of ${f.examplesValid} sendable ones accepted and answered as documented`,
    );
  }
  return `Conformance: ${parts.join('; ')}`;
}

export function printReport(
  reports: readonly OperationReport[],
  options: { documents: number; dir: string; verbose: boolean },
): boolean {
  const log = (line = '') => process.stdout.write(`${line}\n`);
  log(
    options.documents > 0
      ? `Published documents: ${options.documents} (from ${options.dir})`
      : `Published documents: none in ${options.dir}; checking against the committed facts and the contracts only`,
  );
  const apis = [...new Set(reports.map((r) => r.api))];
  for (const api of apis) {
    const ofApi = reports.filter((r) => r.api === api);
    log(`\n${api}: ${ofApi.filter((r) => r.served).length} of ${ofApi.length} operations served`);
    for (const report of ofApi) {
      const deviating = report.calls.filter((c) => c.problems.length > 0);
      const mark = report.served ? (deviating.length === 0 ? 'ok ' : 'DEV') : '---';
      const examples =
        report.examples.valid + report.examples.invalid.length > 0
          ? `, examples ${report.examples.valid} valid / ${report.examples.invalid.length} invalid`
          : '';
      log(`  ${mark} ${report.key} (${report.calls.length} calls${examples})`);
      const shown = options.verbose ? deviating : deviating.slice(0, 3);
      for (const call of shown)
        log(`        ${call.label}: ${call.problems.join(' | ').slice(0, 600)}`);
      for (const problem of report.errors.differing) log(`        error example ${problem}`);
      if (options.verbose) {
        for (const name of report.errors.noCause) log(`        (no cause here) ${name}`);
        for (const name of report.examples.invalid) log(`        (breaks its own schema) ${name}`);
      }
    }
  }
  const figures = figuresOf(reports);
  log(`\n${summaryLine(figures, options.documents)}`);
  return figures.calls === figures.conforming && figures.errorsDiffering === 0;
}
