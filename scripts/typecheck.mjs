// npm run typecheck: tsc --noEmit for every workspace, two at a time.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, say, workspaces } from './lib.mjs';

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

// Projects beside the workspaces' own: the sandbox's browser scripts have DOM types and no Node.
const extraProjects = ['packages/sandbox/src/hosted/client'];
// The benches need their own tools' types (Lighthouse, autocannon), which `npm run bench` and
// `npm test` install (before its checks): they are checked where those are installed, and said
// to be skipped elsewhere.
if (existsSync(join(root, 'bench', 'node_modules', 'lighthouse'))) extraProjects.push('bench');
else say('typecheck: bench skipped (its tools are installed by `npm run bench` and `npm test`)');

function check(workspace) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [tsc, '--noEmit', '-p', join(workspace, 'tsconfig.json')],
      {
        cwd: root,
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ workspace, ok: code === 0, output }));
  });
}

const queue = [...workspaces, ...extraProjects];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let ws = queue.shift(); ws; ws = queue.shift()) results.push(await check(ws));
  }),
);
for (const result of results) {
  console.log(`${result.ok ? '✓' : '✗'} typecheck ${result.workspace}`);
  if (!result.ok) console.log(result.output);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);
