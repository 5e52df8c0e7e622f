// The reporter npm test reads Vitest's unhandled errors from: it writes each one with the test
// file Vitest attributed it to, and an empty list for a clean run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UnhandledErrorsReporter from './vitest-unhandled.mjs';

const folder = mkdtempSync(join(tmpdir(), 'sjd-unhandled-'));
const file = join(folder, 'errors.json');
afterEach(() => vi.unstubAllEnvs());

describe('the unhandled-errors reporter', () => {
  it('writes every unhandled error with its test file, and none for a clean run', () => {
    vi.stubEnv('SJD_VITEST_ERRORS_FILE', file);
    const reporter = new UnhandledErrorsReporter();
    reporter.onTestRunEnd(
      [],
      [
        {
          name: 'error',
          message: 'terminating connection due to administrator command',
          VITEST_TEST_PATH: '/repo/a.test.ts',
        },
        { message: 'no name' },
      ],
      'failed',
    );
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([
      {
        name: 'error',
        message: 'terminating connection due to administrator command',
        file: '/repo/a.test.ts',
      },
      { name: 'Error', message: 'no name', file: '' },
    ]);
    reporter.onTestRunEnd([], [], 'passed');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([]);
    rmSync(folder, { recursive: true, force: true });
  });
});
