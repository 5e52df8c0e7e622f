// The README's first command from a fresh clone: `git clone` of this checkout's HEAD, then
// `npm start` with the machine's own Node first on PATH (the one npm brings is taken off PATH),
// timed until GET /api/health answers 200. Twice: with Node 26 not yet brought (.tools/ empty),
// then with it already in .tools/ (a machine that has run the demo once). npm's cache is as this
// machine has it. Where strace exists, every program the run started is recorded, and a compiler
// (cc1, gcc, g++, make, node-gyp) among them fails the bench: nothing compiles on install.
// Times are figures, never budgets (a loaded machine is slower; say how quiet it was).
// A smoke run (npm test) starts one clone that borrows this checkout's install (its node_modules
// and .tools, linked) and a copy of its build, so `npm start` only checks them and starts: the
// bench's clone, start, health wait, stop and program record are walked in seconds, and its
// figure is labelled as not a fresh start.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { sized, smoke } from './lib/mode';
import { outDir, repoRoot } from './lib/paths';
import { freePortPair } from './lib/ports';
import type { Report } from './lib/report';

const compilers = /(?:^|\/)(?:cc1|cc1plus|gcc|g\+\+|c\+\+|cc|make|node-gyp|ld)$/;
const deadlineMs = sized(10 * 60_000, 120_000);

/** PATH without the Node the npm scripts brought, so `npm start` meets the machine's own. */
function machinePath(): string {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes(`${join('.tools', '')}`) && !dir.includes('node_modules'))
    .join(delimiter);
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status === 200;
  } catch {
    return false;
  }
}

/** Programs started (successful execve) according to an strace log. */
function programsStarted(log: string): string[] {
  const started = new Set<string>();
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    const match = /execve\("([^"]+)".*\) = 0$/.exec(line);
    if (match?.[1]) started.add(match[1]);
  }
  return [...started].sort();
}

async function timeStart(clone: string, label: string, report: Report): Promise<void> {
  const [port, sandboxPort] = await freePortPair();
  const strace = spawnSync('strace', ['-V']).status === 0;
  const traceLog = join(clone, `.strace-${label.replace(/\W+/g, '-')}.log`);
  const command = strace
    ? ['strace', '-f', '-qq', '-e', 'trace=execve', '-e', 'signal=none', '-o', traceLog, 'npm']
    : ['npm'];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: machinePath(),
    PORT: String(port),
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_DB: ':memory:',
    LOG_LEVEL: 'warn',
  };
  delete env.npm_config_nodedir;
  // What npm start printed, kept after the clone is gone (a start that fails says why there).
  const log = openSync(join(outDir, `fresh-start-${label.replace(/\W+/g, '-')}.log`), 'w');
  const started = performance.now();
  const child = spawn(command[0] ?? 'npm', [...command.slice(1), 'start'], {
    cwd: clone,
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  let exited = false;
  child.on('exit', () => (exited = true));
  const health = `http://localhost:${port}/api/health`;
  let isUp = false;
  while (!exited && !isUp && performance.now() - started < deadlineMs) {
    isUp = await healthy(health);
    if (!isUp) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  // The whole group: npm, the node-line wrapper and the server.
  if (child.pid && !exited) process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => (exited ? resolve(null) : child.on('exit', resolve)));
  report.figure(
    `npm start, fresh clone, ${label}`,
    isUp ? `${seconds.toFixed(1)} s` : `did not come up (${seconds.toFixed(0)} s)`,
  );
  if (!isUp) throw new Error(`npm start (${label}) did not come up in ${seconds.toFixed(0)} s`);
  if (!strace) {
    report.figure(`programs started (${label})`, 'not recorded: strace is not installed');
    return;
  }
  const programs = programsStarted(traceLog);
  const compiled = programs.filter((program) => compilers.test(program));
  report.note(`Programs npm start ran (${label})`, programs);
  report.invariant(
    `no compiler during npm start (${label})`,
    compiled.length === 0,
    compiled.length === 0
      ? `${programs.length} programs, none a compiler`
      : `compilers ran: ${compiled.join(', ')}`,
  );
}

/** The folders npm made here: the root's node_modules and the workspaces' own. */
function installFolders(): string[] {
  const manifest: unknown = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const workspaces: unknown =
    typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'workspaces') : [];
  const folders = Array.isArray(workspaces) ? workspaces.map(String) : [];
  return ['.', ...folders]
    .map((folder) => join(folder, 'node_modules'))
    .filter((folder) => existsSync(join(repoRoot, folder)));
}

/** The smoke run's clone: this checkout's install linked in, its build copied as up to date. */
function borrowInstallAndBuild(clone: string): void {
  for (const folder of [...installFolders(), '.tools']) {
    if (existsSync(join(repoRoot, folder)))
      symlinkSync(join(repoRoot, folder), join(clone, folder));
  }
  const now = new Date();
  for (const dist of ['apps/web/dist', 'apps/server/dist']) {
    cpSync(join(repoRoot, dist), join(clone, dist), { recursive: true });
  }
  // Newer than the clone's sources (written by the clone just now), so nothing is rebuilt.
  for (const output of ['apps/web/dist/pages.json', 'apps/server/dist/server.js']) {
    utimesSync(join(clone, output), now, new Date(now.getTime() + 60_000));
  }
}

export async function benchFreshStart(report: Report): Promise<void> {
  console.log('\nFresh clone: npm start until /api/health answers 200');
  const clone = mkdtempSync(join(tmpdir(), 'sjd-fresh-start-'));
  try {
    const cloned = spawnSync('git', ['clone', '--quiet', repoRoot, clone], { stdio: 'inherit' });
    if (cloned.status !== 0) throw new Error('git clone failed');
    if (smoke) {
      borrowInstallAndBuild(clone);
      await timeStart(clone, 'smoke: this checkout’s install and build borrowed', report);
      return;
    }
    await timeStart(clone, 'Node 26 not yet brought', report);
    // Again from a clean tree, with the brought Node kept (and npm's cache as it is now).
    const tools = join(clone, '.tools');
    const kept = `${clone}-tools`;
    if (existsSync(tools)) renameSync(tools, kept);
    rmSync(clone, { recursive: true, force: true });
    spawnSync('git', ['clone', '--quiet', repoRoot, clone], { stdio: 'inherit' });
    if (existsSync(kept)) renameSync(kept, tools);
    await timeStart(clone, 'Node 26 already in .tools', report);
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
    report.figure('load average when done (1, 5, 15 min)', load);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}
