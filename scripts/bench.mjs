// npm run bench: the benchmarks (bench/run.ts), after the install and build npm start makes and
// the benches' own tools (Lighthouse, a load generator: bench/package.json, its own lockfile),
// which no other command installs. `npm run bench -- checkout proxy` runs only the named ones.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale, ensureInstalled, root, run, say } from './lib.mjs';

ensureInstalled();
buildIfStale();

const bench = join(root, 'bench');
const stampFile = join(bench, 'node_modules', '.sjd-bench-stamp');
const stamp = createHash('sha256')
  .update(process.versions.node.split('.')[0] ?? '')
  .update(readFileSync(join(bench, 'package-lock.json')))
  .digest('hex');
if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) {
  say('Installing the benchmarks’ own tools (bench/package-lock.json: Lighthouse, autocannon)…');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: bench });
  if (code !== 0) process.exit(code);
  writeFileSync(stampFile, stamp);
}

process.exit(
  await run(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)]),
);
