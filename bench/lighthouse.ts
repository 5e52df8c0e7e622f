// (c) Lighthouse 12.8, mobile preset (simulated slow 4G and 4× CPU), on the landing and the
// shops' first screens (the `pages` table: a new shop adds its line) of the production build
// served by our own server (precompressed assets), fully offline. Budgets per page: performance
// ≥ 0.95 and accessibility = 1.0. Scores are figures of this run, not timed tests.
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { chromiumArgs, chromiumPath, repoRoot } from './lib/paths';
import type { Report } from './lib/report';

const budgets = { performance: 0.95, accessibility: 1 };

/**
 * The pages measured, one line each: the landing and each shop's first screens as they land
 * (a fresh visitor: empty storage, so a checkout shows its empty-basket state).
 */
const pages: readonly { path: string; what: string }[] = [
  { path: '/landing', what: 'the use-case chooser, first page of most visits' },
  { path: '/retail/plp', what: 'retail: product listing' },
  { path: '/retail/checkout', what: 'retail: checkout, card form' },
  { path: '/museart', what: 'museart: splash, its gallery artwork' },
  { path: '/museart/order-detail', what: 'museart: ticket page, the default order' },
  { path: '/digital', what: 'digital: the subscription splash' },
  { path: '/retail/registerPayment', what: 'retail: payment choice with the express wallets' },
  { path: '/gambling/account', what: 'gambling: account, balance and no saved card' },
];

const timingAudits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

export async function benchLighthouse(report: Report): Promise<void> {
  console.log(
    `Lighthouse: mobile runs on ${pages.map((p) => p.path).join(', ')} against the production build…`,
  );
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: '0' }).app;
  const app = await buildApp({ ...config, webDist: join(repoRoot, 'apps', 'web', 'dist') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
  });
  try {
    for (const { path } of pages) {
      const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
      });
      const categories = result?.lhr.categories;
      const performance = categories?.performance?.score ?? 0;
      const accessibility = categories?.accessibility?.score ?? 0;
      const audits = result?.lhr.audits ?? {};
      const timings = timingAudits
        .map((id) => audits[id])
        .filter((audit) => audit?.displayValue)
        .map((audit) => `${audit?.title}: ${audit?.displayValue}`);
      report.figure(`Lighthouse ${path}`, timings.join(', '));
      report.figure(
        `Lighthouse ${path} mobile performance / accessibility`,
        `${performance.toFixed(2)} / ${accessibility.toFixed(2)}`,
      );
      report.budget(
        `Lighthouse performance ${path}`,
        performance >= budgets.performance,
        `${performance.toFixed(2)} (budget ≥ ${budgets.performance})`,
      );
      // What costs the points, so a failing budget names its cause.
      const accessibilityFailures = (categories?.accessibility?.auditRefs ?? [])
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => audit?.id);
      report.budget(
        `Lighthouse accessibility ${path}`,
        accessibility >= budgets.accessibility,
        `${accessibility.toFixed(2)} (budget = ${budgets.accessibility.toFixed(1)})${
          accessibilityFailures.length ? `: ${accessibilityFailures.join(', ')}` : ''
        }`,
      );
      const failed = Object.values(audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      );
      if (failed.length > 0) {
        console.log(`  ${path} failing audits: ${failed.map((a) => a.id).join(', ')}`);
      }
    }
  } finally {
    chrome.kill();
    await app.close();
  }
}
