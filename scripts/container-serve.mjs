// What a running container of the demo must do, checked from outside (for the container check,
// which starts it with `podman run` on this machine's network, so its ports are loopback ports
// here): health, the HEALTHCHECK command, a prerendered launch page, a payment through the proxy
// authorized by the built-in sandbox, then SIGTERM while a second payment is in flight: that one
// is answered, new connections are refused, the process exits 0 within 5 s and the sandbox's
// store is closed. Run with `node --import tsx` (it uses the contracts and the sandbox's fixtures).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { paymentsApiResponseSchema, providerResultSchema } from '@sjd/contracts';
import { paymentRequest } from '../packages/sandbox/src/test/fixtures.ts';
import { containerFlags, podman } from './container-engine.mjs';

const drainBudgetMs = 5000;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function waitForHealth(url, exited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let done = false;
  exited.then(() => {
    done = true;
  });
  while (Date.now() < deadline && !done) {
    const response = await fetch(url).catch(() => null);
    if (response?.status === 200) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

async function pay(appUrl) {
  const response = await fetch(`${appUrl}/api/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload: paymentRequest() }),
  }).catch(() => null);
  if (!response) return { ok: false, summary: 'no answer' };
  const result = providerResultSchema.safeParse(await response.json().catch(() => null));
  const payment = result.success ? paymentsApiResponseSchema.safeParse(result.data.body) : null;
  return {
    ok:
      response.status === 200 && payment?.success === true && payment.data.outcome === 'authorized',
    summary: `${response.status}${result.success ? ` (provider ${result.data.status}${payment?.success ? `, ${payment.data.outcome}` : ''})` : ''}`,
  };
}

/**
 * Resolves when the built-in sandbox logs a payment arriving ('incoming request' on its
 * /api/payments, a debug line: LOG_LEVEL is debug here): the site's request is then in flight,
 * waiting for the sandbox's simulated latency. Rejects after `timeoutMs`.
 */
function paymentArrival(lines, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      lines.off('line', onLine);
      reject(new Error(`no payment reached the sandbox within ${seconds(timeoutMs)}`));
    }, timeoutMs);
    const onLine = (line) => {
      let parsed;
      try {
        parsed = JSON.parse(line);
      } catch {
        return;
      }
      if (
        parsed?.service === 'sandbox' &&
        parsed.msg === 'incoming request' &&
        parsed.req?.url === '/api/payments'
      ) {
        clearTimeout(timer);
        lines.off('line', onLine);
        resolve();
      }
    };
    lines.on('line', onLine);
  });
}

/**
 * `podman run --name <container> <runArgs…>` in the foreground (its output is the container's),
 * then the checks. `database`: resolves with the host path of the sandbox's SQLite file (on the
 * container's volume); `pid1`: the command line PID 1 must have (the stop signal reaches it);
 * `healthcheck`: run the image's HEALTHCHECK once. `report(ok, what)` gets each result.
 */
export async function serveChecks({
  name,
  container,
  runArgs,
  appUrl,
  database,
  pid1,
  healthcheck,
  report,
  log,
}) {
  log.write(`\n### ${name}: podman run --name ${container} ${runArgs.join(' ')}\n`);
  const startedAt = Date.now();
  const child = spawn(
    'podman',
    ['--runtime', 'runc', 'run', ...containerFlags(), '--name', container, ...runArgs],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  const lines = createInterface({ input: child.stdout });
  try {
    const healthy = await waitForHealth(`${appUrl}/api/health`, exited, 60_000);
    report(healthy, `${name}: GET /api/health → 200 after ${seconds(Date.now() - startedAt)}`);
    if (!healthy) throw new Error('it did not become healthy: see .reports/container-check.log');

    if (pid1) {
      const cmdline = await podman(['exec', container, 'cat', '/proc/1/cmdline']);
      const seen = cmdline.stdout.split('\0').filter(Boolean).join(' ');
      report(
        seen === pid1,
        `${name}: PID 1 is \`${seen}\` (the stop signal reaches the server itself)`,
      );
    }
    if (healthcheck) {
      const checked = await podman(['healthcheck', 'run', container]);
      report(
        checked.code === 0,
        `${name}: the image's HEALTHCHECK → exit ${checked.code} ${checked.stdout.trim()}`,
      );
    }

    // The build's pages.json came along: a splash route with artwork gets its launch page.
    const launch = await fetch(`${appUrl}/museart`).then(
      async (res) => res.ok && (await res.text()).includes('Opening Museart'),
      () => false,
    );
    report(launch, `${name}: GET /museart → its prerendered launch page (pages.json)`);

    const first = await pay(appUrl);
    report(first.ok, `${name}: a payment through the proxy: ${first.summary}`);

    const arrived = paymentArrival(lines, 30_000);
    const inFlight = pay(appUrl);
    await arrived;
    const signalledAt = Date.now();
    // What `docker stop` and `podman stop` send first (the image names no other STOPSIGNAL).
    await podman(['kill', '--signal', 'SIGTERM', container]);
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
    report(
      answered.ok,
      `${name}: SIGTERM mid-payment: the payment in flight is answered ${answered.summary}`,
    );
    report(refused, `${name}: SIGTERM: new connections are refused while it drains`);
    report(
      code === 0 && stoppedIn <= drainBudgetMs,
      `${name}: SIGTERM: the container exits ${code} in ${seconds(stoppedIn)} (at most ${seconds(drainBudgetMs)})`,
    );
    const file = await database();
    report(
      existsSync(file) && !existsSync(`${file}-wal`),
      `${name}: SIGTERM: the sandbox's SQLite store on the volume is closed (no write-ahead log left)`,
    );
  } finally {
    if (child.exitCode === null) await podman(['rm', '--force', '--time', '0', container]);
  }
}
