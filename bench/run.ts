// npm run bench: prints figures (never timed tests). Budgets are ratios or sizes measured in the
// same run; a broken budget makes the bench exit non-zero, not the tests.
import { mkdirSync } from 'node:fs';
import { benchBundleSize } from './bundle-size';
import { benchLighthouse } from './lighthouse';
import { outDir } from './lib/paths';
import { Report } from './lib/report';
import { benchProxyThroughput } from './proxy';
import { benchSandboxThroughput } from './sandbox';
import { benchServerThroughput } from './throughput';

mkdirSync(outDir, { recursive: true });
const report = new Report();
await benchBundleSize(report);
await benchLighthouse(report);
await benchServerThroughput(report);
await benchSandboxThroughput(report);
await benchProxyThroughput(report);
const ok = report.print();
process.exit(ok ? 0 : 1);
