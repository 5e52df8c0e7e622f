// Playwright journeys in Debian Chromium (never a downloaded browser) against the production
// build, on a mobile and a desktop viewport.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium headless shell (package chromium-headless-shell, the same Chromium release
 * as /usr/bin/chromium: Blink, V8, site isolation and cross-origin frames alike, without the
 * browser's own UI layer). It is what Playwright itself runs headless tests in. The same suite
 * took about a third less browser CPU in it than in the full browser's headless mode (3DS and
 * frictionless payment-matrix tests, two runs each: 31 against 48 CPU-seconds; all 222 tests:
 * 8.4 against 10.5-12 minutes). The full browser serves when the shell is not installed, and
 * CHROMIUM_PATH chooses another.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Specs whose checks do not depend on the viewport (protocol, server, log and fault checks: the
 * sandbox's own pages and protocols among them) or that set their own widths (the covering walks,
 * the sandbox pages' screenshots): they run once, in the desktop project, and the phone project
 * does not list them.
 */
const desktopOnlySpecs = [
  'covering.spec.ts',
  'billing-race.spec.ts',
  'card-data-logs.spec.ts',
  'challenge-return.spec.ts',
  'loopback.spec.ts',
  'sandbox-3ds.spec.ts',
  'sandbox-apm.spec.ts',
  'sandbox-checkout.spec.ts',
  'sandbox-database.spec.ts',
  'sandbox-hpp.spec.ts',
  'sandbox-pages.spec.ts',
  'payment-outage.spec.ts',
  'platform.spec.ts',
  'terminal-layout.spec.ts',
  'terminal-large-answers.spec.ts',
].map((spec) => `**/${spec}`);

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  globalSetup: './harness/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry in CI only, as a net for browser timing the journeys cannot control on a loaded
  // 2-core machine; a test that passes on its retry is still reported as flaky in the summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  use: {
    browserName: 'chromium',
    launchOptions: chromium,
    // Failure traces keep actions and DOM snapshots but not the screencast: recording it for
    // every journey made them 2-3 times slower on the 2-core machine. In CI a trace is recorded
    // only for a failed test's retry: recording one for every test (to keep the failures') cost
    // about a sixth of the browser suite's CPU (covering + payment matrix, desktop: 393 → 339
    // CPU-seconds, mean of two runs each). Locally, with no retry, a failure keeps its trace.
    trace: {
      mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: true,
    },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone\b/,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      // The phone project walks what a phone changes: layouts, tabs, journeys, axe. Checks of
      // rules, texts and routing and the payment matrix (tagged `@once`, see fixtures.ts) and
      // the specs above run once; tests of one layout carry `@desktop` or `@phone`. A test is
      // listed only in the projects that run it: no project skips a test at run time.
      testIgnore: desktopOnlySpecs,
      grepInvert: /@(once|desktop)\b/,
    },
  ],
});
