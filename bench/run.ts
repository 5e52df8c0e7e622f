// npm run bench: prints figures (never timed tests). Budgets are ratios or sizes measured in the
// same run; a broken budget makes the bench exit non-zero, not the tests.
// `npm run bench -- checkout proxy` runs only the named benches.
import { mkdirSync } from 'node:fs';
import { benchBundleSize } from './bundle-size';
import { benchCheckout } from './checkout';
import { benchFreshStart } from './fresh-start';
import { benchHosting } from './hosting';
import { benchLighthouse } from './lighthouse';
import { benchLoad } from './load';
import { outDir } from './lib/paths';
import { Report } from './lib/report';
import { benchProxyThroughput } from './proxy';
import { benchSandboxThroughput } from './sandbox';
import { benchTerminal } from './terminal';
import { benchServerThroughput } from './throughput';
import { benchWebhooks } from './webhooks';

const benches: Record<string, (report: Report) => Promise<void>> = {
  'bundle-size': benchBundleSize,
  lighthouse: benchLighthouse,
  throughput: benchServerThroughput,
  sandbox: benchSandboxThroughput,
  proxy: benchProxyThroughput,
  load: benchLoad,
  checkout: benchCheckout,
  'fresh-start': benchFreshStart,
  terminal: benchTerminal,
  hosting: benchHosting,
  webhooks: benchWebhooks,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benches));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')} (known: ${Object.keys(benches).join(', ')})`);
  process.exit(2);
}

mkdirSync(outDir, { recursive: true });
const report = new Report();
for (const [name, bench] of Object.entries(benches)) {
  if (wanted.length === 0 || wanted.includes(name)) await bench(report);
}
const ok = report.print();
process.exit(ok ? 0 : 1);
