// The end of npm test's output, read from reports shaped as Vitest 5 and Playwright write them:
// a failed or flaky test is named with the first line of its failure, the slowest are ordered.
import { describe, expect, it } from 'vitest';
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

const root = '/repo';
const vitest = {
  testResults: [
    {
      name: '/repo/apps/server/src/a.test.ts',
      status: 'failed',
      assertionResults: [
        {
          fullName: 'a keeps time',
          status: 'failed',
          duration: 1200,
          failureMessages: [
            '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at a.test.ts:3',
          ],
        },
        {
          fullName: 'a retries',
          status: 'passed',
          duration: 300,
          failureMessages: ['Error: Test timed out in 5000ms.\n    at x'],
        },
        { fullName: 'a passes', status: 'passed', duration: 4000, failureMessages: [] },
      ],
    },
    {
      name: '/repo/scripts/b.test.mjs',
      status: 'failed',
      message: '\nSyntaxError: Unexpected token\n at b',
      assertionResults: [],
    },
  ],
};

const playwright = {
  suites: [
    {
      title: 'orders.spec.ts',
      specs: [
        {
          title: 'pay then refund',
          tests: [
            {
              projectName: 'desktop',
              status: 'flaky',
              results: [
                {
                  duration: 9000,
                  error: { message: 'Error: expect(locator).toBeVisible() failed\n\nLocator: x' },
                },
                { duration: 7000 },
              ],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'phone',
          specs: [
            {
              title: 'walk',
              tests: [
                {
                  projectName: 'mobile',
                  status: 'unexpected',
                  results: [
                    { duration: 1000, error: { message: 'first try' } },
                    { duration: 2000, error: { message: 'Test timeout of 30000ms exceeded.' } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  errors: [{ message: 'Error: the web server did not start\nmore' }],
};

describe('npm test report readers', () => {
  it('names the failed tests with the first plain line of their failure, and files that did not load', () => {
    expect(failedVitest(vitest, root)).toEqual([
      'Vitest  apps/server/src/a.test.ts › a keeps time: AssertionError: expected 1 to be 2',
      'Vitest  scripts/b.test.mjs: SyntaxError: Unexpected token',
    ]);
    expect(failedPlaywright(playwright)).toEqual([
      'Playwright  mobile  orders.spec.ts › phone › walk: Test timeout of 30000ms exceeded.',
      'Playwright  set-up: Error: the web server did not start',
    ]);
  });

  it('names the tests that passed only on their retry, with their first failure', () => {
    expect(flakyVitest(vitest, root)).toEqual([
      'Vitest  apps/server/src/a.test.ts › a retries: Error: Test timed out in 5000ms.',
    ]);
    expect(flakyPlaywright(playwright)).toEqual([
      'Playwright  desktop  orders.spec.ts › pay then refund: Error: expect(locator).toBeVisible() failed',
    ]);
  });

  it('orders the slowest tests, counting every attempt of a retried one', () => {
    expect(slowestVitest(vitest, 2, root)).toEqual([
      [4, '', 'apps/server/src/a.test.ts › a passes'],
      [1.2, '', 'apps/server/src/a.test.ts › a keeps time'],
    ]);
    expect(slowestPlaywright(playwright, 1)).toEqual([
      [16, 'desktop', 'orders.spec.ts › pay then refund (2 attempts)'],
    ]);
  });

  it('names every unhandled error by the test file it came from, and every failed bench', () => {
    const unhandled = [
      {
        name: 'error',
        message: 'terminating connection due to administrator command\n    at x',
        file: '/repo/packages/sandbox/src/store/postgres-migrations.test.ts',
      },
      { name: 'TypeError', message: 'x is not a function', file: '' },
    ];
    expect(unhandledVitest(unhandled, root)).toEqual([
      'Vitest  packages/sandbox/src/store/postgres-migrations.test.ts: unhandled error: terminating connection due to administrator command',
      'Vitest  (no test file): unhandled TypeError: x is not a function',
    ]);
    const benches = [
      { name: 'proxy', status: 'failed', seconds: 3, problem: 'Proxied call 2 answered 403\nmore' },
      { name: 'checkout', status: 'passed', seconds: 6 },
      { name: 'hosting', status: 'skipped', seconds: 0, problem: 'no PostgreSQL' },
      { name: 'terminal', status: 'failed', seconds: 240 },
    ];
    expect(failedBenches(benches)).toEqual([
      'Bench  proxy: Proxied call 2 answered 403',
      'Bench  terminal: failed',
    ]);
  });

  it('reads a report shaped otherwise as having none', () => {
    for (const read of [failedPlaywright, flakyPlaywright]) expect(read({})).toEqual([]);
    expect(failedVitest({ testResults: [{}] }, root)).toEqual([]);
    expect(flakyVitest(null, root)).toEqual([]);
    expect(unhandledVitest(null, root)).toEqual([]);
    expect(failedBenches({})).toEqual([]);
  });
});
