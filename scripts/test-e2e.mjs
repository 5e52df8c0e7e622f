// npm run test:e2e: the Playwright journeys alone, against the production build (built first
// when stale). Arguments go to Playwright: `npm run test:e2e -- tests/museart.spec.ts`.
import { buildIfStale, ensureInstalled, run } from './lib.mjs';

ensureInstalled();
buildIfStale();
process.exit(
  await run('playwright', ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]),
);
