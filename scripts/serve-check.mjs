// CI stage "production serve": what a host does, end to end (run by scripts/test.mjs after the
// build, with `node --import tsx` so it can use the contracts and the sandbox's test payment).
// In a fresh copy of the repository (sources and the built apps/*/dist, no node_modules):
//   1. `npm ci --omit=dev --workspace @sjd/server`: a real install of what the server needs and
//      nothing else (no native module compiles: SQLite is Node's own; its time is printed);
//   2. `npm run serve` on free loopback ports, the sandbox's store in a file;
//   3. GET /api/health answers 200, and the container's HEALTHCHECK script agrees;
//   4. a payment through the proxy (POST /api/payments) is authorized by the built-in sandbox;
//   5. SIGTERM while a second payment is in flight: the payment is still answered, new
//      connections are refused, the process exits 0 within 5 s, and the sandbox's SQLite store
//      was closed (no write-ahead log left behind).
import { spawn } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { paymentsApiResponseSchema, providerResultSchema } from '@sjd/contracts';
import { paymentRequest } from '../packages/sandbox/src/test/fixtures.ts';
import { freeLoopbackPorts, root, say } from './lib.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const drainBudgetMs = 5000;
/** Long enough to send SIGTERM while the proxied call waits for the sandbox. */
const sandboxLatencyMs = 1500;

const results = [];
function report(ok, what) {
  results.push(ok);
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  return ok;
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** What a fresh clone plus a build holds: no dependencies, no local state, no git. */
const skipped = new Set([
  'node_modules',
  '.git',
  '.tools',
  '.reports',
  'test-results',
  'playwright-report',
]);
const skippedPaths = new Set(['data', '.env', join('bench', '.out')]);
function freshCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'sjd-serve-'));
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => {
      const path = relative(root, source);
      return !path.split(sep).some((part) => skipped.has(part)) && !skippedPaths.has(path);
    },
  });
  return dir;
}

/** Runs a command to its end, its output into `log`; resolves with the exit code. */
function runLogged(command, args, options, log) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const response = await fetch(url).catch(() => null);
    if (response?.status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function pay(appUrl) {
  const response = await fetch(`${appUrl}/api/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload: paymentRequest() }),
  });
  const result = providerResultSchema.safeParse(await response.json().catch(() => null));
  const payment = result.success ? paymentsApiResponseSchema.safeParse(result.data.body) : null;
  return {
    ok:
      response.status === 200 && payment?.success === true && payment.data.outcome === 'authorized',
    summary: `${response.status}${result.success ? ` (provider ${result.data.status}${payment?.success ? `, ${payment.data.outcome}` : ''})` : ''}`,
  };
}

/**
 * Resolves when the built-in sandbox logs the provider call of a payment arriving ('incoming
 * request' on its /api/payments, a debug line: LOG_LEVEL is debug here): the site's request is
 * then in flight, waiting for the sandbox's simulated latency. At info both services log one
 * line per request once it is answered, too late for this. Rejects after `timeoutMs`, so a
 * changed log never leaves the check waiting for ever.
 */
function paymentArrival(logLines, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      logLines.off('line', onLine);
      reject(new Error(`no payment reached the sandbox within ${seconds(timeoutMs)}`));
    }, timeoutMs);
    const onLine = (line) => {
      const parsed = (() => {
        try {
          return JSON.parse(line);
        } catch {
          return null;
        }
      })();
      if (
        parsed?.service === 'sandbox' &&
        parsed.msg === 'incoming request' &&
        parsed.req?.url === '/api/payments'
      ) {
        clearTimeout(timer);
        logLines.off('line', onLine);
        resolve();
      }
    };
    logLines.on('line', onLine);
  });
}

const reports = join(root, '.reports');
mkdirSync(reports, { recursive: true });
const installLog = createWriteStream(join(reports, 'serve-check-install.log'));
const serverLog = createWriteStream(join(reports, 'serve-check-server.log'));

const copy = freshCopy();
let server = null;
try {
  const built = ['apps/server/dist/server.js', 'apps/web/dist/index.html'].every((file) =>
    existsSync(join(copy, file)),
  );
  if (!report(built, 'fresh copy holds the build (apps/server/dist, apps/web/dist)')) {
    throw new Error('run `npm run build` first');
  }

  say('npm ci --omit=dev --workspace @sjd/server in a fresh copy…');
  const installStart = Date.now();
  const installCode = await runLogged(
    npm,
    // --prefer-offline: the lockfile's packages from npm's cache when it has them (same
    // versions and integrity), rather than asking the registry again for each one.
    [
      'ci',
      '--omit=dev',
      '--workspace',
      '@sjd/server',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
    ],
    { cwd: copy },
    installLog,
  );
  const installed = report(
    installCode === 0,
    `npm ci --omit=dev --workspace @sjd/server: exit ${installCode} in ${seconds(Date.now() - installStart)}`,
  );
  if (!installed) throw new Error('see .reports/serve-check-install.log');

  const [port, sandboxPort] = await freeLoopbackPorts();
  const appUrl = `http://127.0.0.1:${port}`;
  const database = join(copy, 'data', 'sandbox.db');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: appUrl,
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PUBLIC_URL: `http://127.0.0.1:${sandboxPort}`,
    SANDBOX_DB: database,
    SANDBOX_LATENCY_MS: String(sandboxLatencyMs),
    // Empty means unset: the built-in sandbox, whatever the calling shell had.
    PROVIDER_BASE_URL: '',
    LIVE_PROVIDER_BASE_URL: '',
    // The sandbox's arrival lines (paymentArrival) are debug lines.
    LOG_LEVEL: 'debug',
  };
  const startedAt = Date.now();
  // A process group of its own, so that cleaning up after a failure reaches npm's child too;
  // the SIGTERM under test goes to npm alone, as a process manager sends it.
  server = spawn(npm, ['run', 'serve'], {
    cwd: copy,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout.pipe(serverLog, { end: false });
  server.stderr.pipe(serverLog, { end: false });
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  const logLines = createInterface({ input: server.stdout });

  const healthy = await waitForHealth(`${appUrl}/api/health`, server, 30_000);
  report(healthy, `npm run serve: GET /api/health → 200 after ${seconds(Date.now() - startedAt)}`);
  if (!healthy) throw new Error('see .reports/serve-check-server.log');

  const healthcheck = await runLogged(
    process.execPath,
    [join(copy, 'scripts/healthcheck.mjs')],
    { env: { ...process.env, PORT: String(port) } },
    serverLog,
  );
  report(
    healthcheck === 0,
    `scripts/healthcheck.mjs (the container's HEALTHCHECK): exit ${healthcheck}`,
  );

  // The build's pages.json came along: a splash route with artwork gets its launch page.
  const launch = await fetch(`${appUrl}/museart`).then(
    async (res) => res.ok && (await res.text()).includes('Opening Museart'),
    () => false,
  );
  report(launch, 'GET /museart → its prerendered launch page (pages.json)');

  const first = await pay(appUrl);
  report(first.ok, `a payment through the proxy: ${first.summary}`);

  const arrived = paymentArrival(logLines, 30_000);
  const inFlight = pay(appUrl);
  await arrived;
  const signalledAt = Date.now();
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const refused = await fetch(`${appUrl}/api/health`).then(
    (response) => response.status === 503,
    () => true,
  );
  const answered = await inFlight;
  const code = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve('still running'), drainBudgetMs + 5000)),
  ]);
  const stoppedIn = Date.now() - signalledAt;
  report(answered.ok, `SIGTERM mid-payment: the payment in flight is answered ${answered.summary}`);
  report(refused, 'SIGTERM: new connections are refused while it drains');
  report(
    code === 0 && stoppedIn <= drainBudgetMs,
    `SIGTERM: npm run serve exits ${code} in ${seconds(stoppedIn)} (at most ${seconds(drainBudgetMs)})`,
  );
  report(
    existsSync(database) && !existsSync(`${database}-wal`),
    "SIGTERM: the sandbox's SQLite store is closed (no write-ahead log left)",
  );
} catch (error) {
  report(
    false,
    `production serve check stopped: ${error instanceof Error ? error.message : error}`,
  );
} finally {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  rmSync(copy, { recursive: true, force: true });
}

const failed = results.filter((ok) => !ok).length;
console.log(`production serve: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
