// (c) Lighthouse 12.8, mobile preset (simulated slow 4G and 4× CPU), on /landing of the
// production build served by our own server (precompressed assets), fully offline. Budgets:
// performance ≥ 0.95 and accessibility = 1.0. Scores are figures of this run, not timed tests.
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/env';
import { chromiumArgs, chromiumPath, repoRoot } from './lib/paths';
import type { Report } from './lib/report';

const budgets = { performance: 0.95, accessibility: 1 };

export async function benchLighthouse(report: Report): Promise<void> {
  console.log('Lighthouse: mobile run on /landing against the production build…');
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
    const result = await lighthouse(`http://127.0.0.1:${port}/landing`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    const categories = result?.lhr.categories;
    const performance = categories?.performance?.score ?? 0;
    const accessibility = categories?.accessibility?.score ?? 0;
    const audits = result?.lhr.audits ?? {};
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]) {
      const audit = audits[id];
      if (audit?.displayValue) report.figure(`Lighthouse ${audit.title}`, audit.displayValue);
    }
    report.figure('Lighthouse mobile performance (/landing)', performance.toFixed(2));
    report.figure('Lighthouse mobile accessibility (/landing)', accessibility.toFixed(2));
    report.budget(
      'Lighthouse performance',
      performance >= budgets.performance,
      `${performance.toFixed(2)} (budget ≥ ${budgets.performance})`,
    );
    report.budget(
      'Lighthouse accessibility',
      accessibility >= budgets.accessibility,
      `${accessibility.toFixed(2)} (budget = ${budgets.accessibility.toFixed(1)})`,
    );
    const failed = Object.values(audits).filter(
      (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
    );
    if (failed.length > 0) console.log(`  failing audits: ${failed.map((a) => a.id).join(', ')}`);
  } finally {
    chrome.kill();
    await app.close();
  }
}
