// Vitest for every workspace: node tests for packages and the server, jsdom for the web app.
//
// Test files share their worker's module registry and environment (isolate: false): a fresh
// jsdom and a fresh import of React, MUI and the app for each of ~130 files took most of the
// run (issue 19: Vitest 3.5 min → about 1.5 on the 2-core machine). Tests build their own
// stores, servers and sandboxes, restore what they stub (unstubGlobals, mocks restored by
// Vitest after each file) and put back what they lend a global. A file that needs a module
// fresh — one it replaces with vi.mock (an earlier file may have imported the real one), or one
// with start-once state it checks (analytics) — is named *.isolated.test.ts(x) and runs isolated
// (web project; the node project has none).
import { defineConfig } from 'vitest/config';

const isolatedFiles = 'src/**/*.isolated.test.{ts,tsx}';
// One retry in CI only, as Playwright has: a net for timing on a loaded 2-core machine. A test
// that passes on its retry still names itself: npm test lists it under "Flaky tests" with the
// first line of its first failure (a CI run once failed one test whose name scrolled away).
const retry = process.env.CI ? 1 : 0;
const web = {
  extends: './apps/web/vite.config.ts',
  test: {
    root: './apps/web',
    environment: 'jsdom',
    // MUI renders in jsdom take ~1 s alone but several seconds on the 2-core machine while
    // the payment-flow tests run their real server and sandbox beside them.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
    unstubGlobals: true,
    retry,
  },
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          retry,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            // The scripts' own tests (the container check's decisions, the Node line).
            'scripts/**/*.test.mjs',
          ],
          isolate: false,
        },
      },
      {
        ...web,
        test: {
          ...web.test,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [isolatedFiles],
          isolate: false,
        },
      },
      {
        ...web,
        test: { ...web.test, name: 'web-isolated', include: [isolatedFiles] },
      },
    ],
  },
});
