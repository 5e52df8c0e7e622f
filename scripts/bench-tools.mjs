// The benchmarks' own tools (bench/package.json and its lockfile: Lighthouse, autocannon), which
// npm start, npm ci and the Docker image never download: installed on demand by `npm run bench`
// and by npm test's smoke run of the benches (a fresh clone, as CI runs, has none), again only
// when the lockfile or the Node major changed since (a stamp in bench/node_modules says).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, say } from './lib.mjs';

const bench = join(root, 'bench');

/** Installs the benches' tools when missing or stale; resolves with npm's exit code (0: ready). */
export async function ensureBenchTools(options = {}) {
  const stampFile = join(bench, 'node_modules', '.sjd-bench-stamp');
  const stamp = createHash('sha256')
    .update(process.versions.node.split('.')[0] ?? '')
    .update(readFileSync(join(bench, 'package-lock.json')))
    .digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return 0;
  say('Installing the benchmarks’ own tools (bench/package-lock.json: Lighthouse, autocannon)…');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: bench, ...options });
  if (code === 0) writeFileSync(stampFile, stamp);
  return code;
}
