// npm run bench: the benchmarks (bench/run.ts), after the install and build npm start makes and
// the benches' own tools (scripts/bench-tools.mjs), which no other command but npm test's smoke
// run installs. `npm run bench -- checkout proxy` runs only the named ones.
import { ensureBenchTools } from './bench-tools.mjs';
import { buildIfStale, ensureInstalled, root, run } from './lib.mjs';

ensureInstalled();
buildIfStale();
const installed = await ensureBenchTools();
if (installed !== 0) process.exit(installed);

process.exit(
  await run(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)], {
    cwd: root,
  }),
);
