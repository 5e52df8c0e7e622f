// A Vitest reporter (Vitest's reporter API, onTestRunEnd) that writes the run's unhandled errors
// to the file named by SJD_VITEST_ERRORS_FILE, as JSON: [{ name, message, file }]. Vitest's JSON
// report has no place for them (it counts tests and files only), yet an error thrown outside any
// test (a rejected promise nobody awaited, an 'error' event nobody listens to) fails the run: npm
// test counts each one as a failed test, named by the file Vitest attributed it to.
import { writeFileSync } from 'node:fs';

const field = (error, key) =>
  typeof error === 'object' && error !== null && typeof error[key] === 'string' ? error[key] : '';

export default class UnhandledErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors) {
    const file = process.env.SJD_VITEST_ERRORS_FILE;
    if (!file) return;
    const errors = (unhandledErrors ?? []).map((error) => ({
      name: field(error, 'name') || 'Error',
      message: field(error, 'message'),
      // Vitest names the test file (and test) that was running when the error was thrown.
      file: field(error, 'VITEST_TEST_PATH'),
    }));
    writeFileSync(file, JSON.stringify(errors));
  }
}
