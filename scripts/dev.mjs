// npm run dev: the demo for hacking on it, in one command with one URL. The web app runs in
// Vite's dev server (hot reload) on the site's own address (PORT, HOST, PUBLIC_URL as for
// `npm start`) and proxies /api and /challenge-return.html to the server, which runs from source
// (tsx) on a free loopback port with the built-in sandbox on SANDBOX_PORT, and is restarted when
// its code, a package it uses or .env changes. The server's PUBLIC_URL is the Vite origin, so
// the sandbox lets that origin frame its card fields, 3DS pages and hosted payment page.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, watch } from 'node:fs';
import { join, relative } from 'node:path';
import { parseEnv } from 'node:util';
import { ensureInstalled, freeLoopbackPort, root, say } from './lib.mjs';

ensureInstalled();

const shellEnv = { ...process.env };
const envFile = join(root, '.env');

/** The settings as the server sees them: the environment over .env, empty meaning unset. */
function settings() {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  const merged = { ...fromFile, ...shellEnv };
  return (name) => merged[name] || undefined;
}

// The site's address is fixed for the session (Vite keeps it); the rest is read at each restart.
const setting = settings();
const sitePort = Number(setting('PORT') ?? 3000);
if (!Number.isInteger(sitePort) || sitePort < 0 || sitePort > 65535) {
  console.error(`Invalid server configuration:\n  PORT: ${setting('PORT')} is not a port number`);
  process.exit(1);
}
const siteHost = setting('HOST') ?? 'localhost';
const publicUrl = (setting('PUBLIC_URL') ?? `http://localhost:${sitePort}`).replace(/\/+$/, '');
const apiUrl = `http://127.0.0.1:${await freeLoopbackPort()}`;

/** The server reads .env itself; this only moves it behind Vite, at the site's public URL. */
const serverEnv = () => ({
  ...shellEnv,
  PORT: new URL(apiUrl).port,
  HOST: '127.0.0.1',
  PUBLIC_URL: publicUrl,
  // Request lines would bury Vite's messages; LOG_LEVEL=info brings them back.
  LOG_LEVEL: settings()('LOG_LEVEL') ?? 'warn',
});

// ---- The server, restarted on change ------------------------------------------------------

let server = null;
let isStopping = false;

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: serverEnv(),
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (server === child && !isStopping) {
      say(`The server stopped (${signal ?? `exit ${code}`}); it starts again on the next change.`);
    }
  });
  server = child;
}

function stopServer() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // The server finishes the requests in flight and closes the sandbox's store first.
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

const watched = [
  'apps/server/src',
  'packages/sandbox/src',
  'packages/sandbox/client-bundles.mjs',
  'packages/contracts/src',
  'packages/cards/src',
  'packages/postgres/src',
];
let restartTimer;
let restarting = Promise.resolve();

function onChange(file) {
  if (/\.test\.tsx?$|(^|\/)node_modules\//.test(file)) return;
  clearTimeout(restartTimer);
  // An editor's save is often several events; one restart for them all.
  restartTimer = setTimeout(() => {
    restarting = restarting.then(async () => {
      say(`${file} changed: restarting the server…`);
      await stopServer();
      if (!isStopping) startServer();
    });
  }, 150);
}

const watchers = watched.map((path) => {
  const isFolder = !path.endsWith('.mjs');
  return watch(join(root, path), { recursive: isFolder }, (_event, name) => {
    onChange(isFolder && name ? relative(root, join(root, path, name)) : path);
  });
});
watchers.push(
  watch(root, (_event, name) => {
    if (name === '.env') onChange('.env');
  }),
);

// ---- Stopping: Ctrl-C (which the server gets too) or SIGTERM --------------------------------

let vite = null;

async function stop(exitCode = 0) {
  if (isStopping) return;
  isStopping = true;
  clearTimeout(restartTimer);
  for (const watcher of watchers) watcher.close();
  await Promise.all([vite?.close(), restarting.then(stopServer)]);
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

startServer();

// ---- The web app in Vite, on the site's address ---------------------------------------------

const { createServer } = await import('vite');
try {
  vite = await createServer({
    root: join(root, 'apps/web'),
    configFile: join(root, 'apps/web/vite.config.ts'),
    clearScreen: false,
    server: {
      host: siteHost,
      port: sitePort,
      strictPort: true,
      proxy: { '/api': apiUrl, '/challenge-return.html': apiUrl },
    },
  });
  await vite.listen();
} catch (error) {
  console.error(`The web app's dev server did not start: ${error.message}`);
  await stop(1);
}

async function waitForServer() {
  for (let i = 0; i < 600 && !isStopping; i += 1) {
    try {
      if ((await fetch(`${apiUrl}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

if (await waitForServer()) {
  say(`Smart Journey Demo (dev) on ${publicUrl}  (Ctrl-C stops it)`);
} else if (!isStopping) {
  say('The server did not start within a minute; its messages are above.');
}
