// Shared by start/test/build: install what is missing and rebuild what is stale.
// Uses only Node built-ins, because it runs before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitsLine, nodeLine } from './node-release.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
export const workspaces = rootPackage.workspaces;

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function say(message) {
  console.log(`\x1b[36m[sjd]\x1b[0m ${message}`);
}

export { freeLoopbackPort, freeLoopbackPorts } from './ports.mjs';

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

function runOrExit(command, args, what) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${what} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

function packagesFingerprint() {
  const hash = createHash('sha256');
  for (const file of [
    'package.json',
    'package-lock.json',
    ...workspaces.map((w) => `${w}/package.json`),
  ]) {
    const path = join(root, file);
    hash.update(file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

const installStamp = join(root, 'node_modules', '.sjd-install-stamp');

/** What the last install recorded: the Node major it ran on and the package files' hash. */
function readStamp() {
  try {
    const stamp = JSON.parse(readFileSync(installStamp, 'utf8'));
    return typeof stamp?.node === 'string' && typeof stamp?.packages === 'string' ? stamp : null;
  } catch {
    return null;
  }
}

/** Every node_modules folder npm made: the root's and the workspaces' own. */
function removeNodeModules() {
  for (const folder of ['.', ...workspaces]) {
    rmSync(join(root, folder, 'node_modules'), { recursive: true, force: true });
  }
}

/**
 * Installs dependencies when node_modules is missing, the package files changed since, or it
 * was installed by another Node major: a tree installed by one major is never run by another
 * (native addons and engine-checked packages differ), it is removed and installed afresh.
 */
export function ensureInstalled() {
  if (!fitsLine(process.versions.node)) {
    console.error(
      `Node ${process.versions.node} does not fit this project's line (${nodeLine.range}). ` +
        'Run it through npm (npm start, npm test, npm run …), which brings the right Node.',
    );
    process.exit(1);
  }
  const node = process.versions.node.split('.')[0] ?? '';
  const packages = packagesFingerprint();
  const stamp = existsSync(join(root, 'node_modules')) ? readStamp() : null;
  if (stamp?.node === node && stamp.packages === packages) return;
  if (stamp && stamp.node !== node) {
    say(`node_modules was installed by Node ${stamp.node}; this is Node ${node}: reinstalling…`);
    removeNodeModules();
  }
  if (!existsSync(join(root, 'node_modules')) && existsSync(join(root, 'package-lock.json'))) {
    say('Installing dependencies (npm ci)…');
    runOrExit(npm, ['ci', '--no-audit', '--no-fund'], 'npm ci');
  } else {
    say('Package files changed: updating dependencies (npm install)…');
    runOrExit(npm, ['install', '--no-audit', '--no-fund'], 'npm install');
  }
  writeFileSync(installStamp, JSON.stringify({ node, packages: packagesFingerprint() }));
}

function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      const name = relative(root, path);
      if (name.endsWith('node_modules') || name.endsWith('dist')) return;
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

function isStale(output, inputs) {
  const outputPath = join(root, output);
  if (!existsSync(outputPath)) return true;
  return newestMtime(inputs) > statSync(outputPath).mtimeMs;
}

const sharedInputs = ['package-lock.json', 'packages/contracts/src', 'packages/cards/src'];

export const builds = [
  {
    name: 'web app',
    // The web build's last file (apps/web/prerender.mjs): a build stopped before it runs again.
    output: 'apps/web/dist/pages.json',
    inputs: [
      ...sharedInputs,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/prerender.mjs',
      'apps/web/precompress.mjs',
      'apps/web/package.json',
    ],
    command: [npm, ['run', 'build', '-w', '@sjd/web', '--silent']],
  },
  {
    name: 'server',
    output: 'apps/server/dist/server.js',
    inputs: [
      ...sharedInputs,
      'packages/sandbox',
      'packages/postgres/src',
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
    ],
    command: [npm, ['run', 'build', '-w', '@sjd/server', '--silent']],
  },
];

/** Builds every target whose inputs changed since its output was written (all with force). */
export function buildIfStale({ force = false } = {}) {
  for (const build of builds) {
    if (!force && !isStale(build.output, build.inputs)) continue;
    say(`Building the ${build.name}…`);
    runOrExit(build.command[0], build.command[1], `Building the ${build.name}`);
  }
}
