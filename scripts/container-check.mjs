// CI stage "container recipe": the Dockerfile and compose.yaml exercised without a container
// engine (run by scripts/test.mjs beside lint and typecheck, with `node --import tsx` so it can
// use the contracts and the sandbox's test payment). Step by step:
//   1. compose.yaml: read alike by Docker Compose v2 and podman-compose 1.0.3 (short-form
//      env_file, ${VAR:-default} with literal defaults only), builds this Dockerfile, publishes
//      PORT and SANDBOX_PORT as themselves, keeps SANDBOX_DB on the image's VOLUME;
//   2. the image built by scripts/container-build.mjs: the build context after .dockerignore
//      in a temporary folder, every stage the runtime needs in a folder of its own, every COPY,
//      WORKDIR, ENV and RUN of the Dockerfile as written (the real `node scripts/install.mjs`,
//      `npm run build` and `npm ci --omit=dev --workspace @sjd/server`), the stages side by side
//      as BuildKit runs them; the Node this runs on stands in for the node image's;
//   3. the container: the runtime stage's CMD (exec form, no shell, no npm) in its folder, as
//      its USER (uid 1000, when this runs as root), with the image's ENV, then compose's
//      env_file (.env.example's text plus the check's ports, standing in for .env) and
//      environment, interpolated as Compose does; the one change: HOST and SANDBOX_HOST
//      127.0.0.1 instead of 0.0.0.0, so that nothing listens beyond loopback;
//   4. on it: GET /api/health 200, the HEALTHCHECK command exits 0, a prerendered launch page,
//      a payment through the proxy authorized by the built-in sandbox, then the STOPSIGNAL
//      (SIGTERM) while a second payment is in flight: it is answered, new connections are
//      refused, the process exits 0 within 5 s and the sandbox's store on the volume is closed;
//   5. the host path of README "Hosting the demo" in the build stage's folder (the sources,
//      the full install and the build: a clone after `npm run build`): `npm run serve`, the same
//      checks, SIGTERM to npm as a process manager sends it.
// It ends by saying what it did not exercise. SJD_KEEP_CONTAINER_WORK=1 keeps the folders.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { parseEnv } from 'node:util';
import { paymentsApiResponseSchema, providerResultSchema } from '@sjd/contracts';
import { parse as parseYaml } from 'yaml';
import { paymentRequest } from '../packages/sandbox/src/test/fixtures.ts';
import { buildImage, containerEnv, which } from './container-build.mjs';
import {
  composeEnvironment,
  composeProblems,
  interpolateAll,
  resolvePath,
  userIds,
} from './container-recipe.mjs';
import { freeLoopbackPorts, root, say } from './lib.mjs';

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
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const notExercised = [
  'no base image is pulled: the node image stands in as an empty folder plus the Node this check runs on (its Debian, its npm config and /usr/local are not there)',
  "no image layers, cache or BuildKit: each stage is a folder, each COPY a file copy; npm reads the machine's cache (prefer-offline) where an image build would download",
  'no container isolation: no namespaces, cgroups or read-only root; the processes run on this machine, on loopback ports the check picks, not on 3000/3001 published through a bridge',
  "the build's RUNs run on this machine in the stage folders, as the check's user (root in CI) where an image build runs them as the image's root; one that names an absolute path is refused rather than run",
  'Compose itself: compose.yaml is parsed and interpolated here as Compose does, not run by docker compose or podman-compose',
  'HEALTHCHECK scheduling (interval, start period, retries) and `restart:`: the command runs once',
];

const reports = join(root, '.reports');
mkdirSync(reports, { recursive: true });
const serverLog = createWriteStream(join(reports, 'container-check-server.log'));

/** Runs a command to its end, its output into the server log; resolves with the exit code. */
function runLogged(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(serverLog, { end: false });
    child.stderr.pipe(serverLog, { end: false });
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
 * line per request once it is answered, too late for this. Rejects after `timeoutMs`.
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

/**
 * Starts `command` and checks what a host and a container both promise: health, the launch
 * page, a payment, and a stop by `signal` mid-payment (drained, exit 0, store closed).
 */
async function serveChecks({ name, command, args, cwd, env, ids, database, healthcheck, signal }) {
  const appUrl = `http://127.0.0.1:${env.PORT}`;
  serverLog.write(`\n### ${name}: ${command} ${args.join(' ')} in ${cwd}\n`);
  const startedAt = Date.now();
  // A process group of its own, so that cleaning up after a failure reaches any child too; the
  // stop signal under test goes to the process alone, as `docker stop` or a manager sends it.
  const server = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    ...ids,
  });
  server.stdout.pipe(serverLog, { end: false });
  server.stderr.pipe(serverLog, { end: false });
  const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  const logLines = createInterface({ input: server.stdout });
  try {
    const healthy = await waitForHealth(`${appUrl}/api/health`, server, 30_000);
    report(healthy, `${name}: GET /api/health → 200 after ${seconds(Date.now() - startedAt)}`);
    if (!healthy) throw new Error('see .reports/container-check-server.log');

    if (healthcheck) {
      const code = await Promise.race([
        runLogged(healthcheck.command, healthcheck.args, { cwd, env, ...ids }),
        new Promise((resolve) => setTimeout(() => resolve('timed out'), healthcheck.timeoutMs)),
      ]);
      report(code === 0, `${name}: HEALTHCHECK ${healthcheck.text} → exit ${code}`);
    }

    // The build's pages.json came along: a splash route with artwork gets its launch page.
    const launch = await fetch(`${appUrl}/museart`).then(
      async (res) => res.ok && (await res.text()).includes('Opening Museart'),
      () => false,
    );
    report(launch, `${name}: GET /museart → its prerendered launch page (pages.json)`);

    const first = await pay(appUrl);
    report(first.ok, `${name}: a payment through the proxy: ${first.summary}`);

    const arrived = paymentArrival(logLines, 30_000);
    const inFlight = pay(appUrl);
    await arrived;
    const signalledAt = Date.now();
    server.kill(signal);
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
      `${name}: ${signal} mid-payment: the payment in flight is answered ${answered.summary}`,
    );
    report(refused, `${name}: ${signal}: new connections are refused while it drains`);
    report(
      code === 0 && stoppedIn <= drainBudgetMs,
      `${name}: ${signal}: exits ${code} in ${seconds(stoppedIn)} (at most ${seconds(drainBudgetMs)})`,
    );
    report(
      existsSync(database) && !existsSync(`${database}-wal`),
      `${name}: ${signal}: the sandbox's SQLite store is closed (no write-ahead log left)`,
    );
  } finally {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  }
}

/** Whether a process of `ids` can run `node` and read `folder` (when root). */
function canRunAs(ids, node, folder) {
  const probe = spawnSync(
    node,
    ['-e', `require('node:fs').readdirSync(${JSON.stringify(folder)})`],
    {
      ...ids,
      stdio: 'ignore',
    },
  );
  return probe.status === 0;
}

const work = mkdtempSync(join(tmpdir(), 'sjd-container-'));
// The stages' folders must be readable by the image's user (uid 1000), as the image's are.
chmodSync(work, 0o755);
const started = performance.now();
try {
  // 1. compose.yaml
  const composeText = readFileSync(join(root, 'compose.yaml'), 'utf8');
  const compose = parseYaml(composeText);
  const portability = composeProblems(compose);
  report(
    portability.length === 0,
    'compose.yaml: read alike by Docker Compose v2 and podman-compose 1.0.3 (short-form env_file, literal ${VAR:-default})',
  );
  for (const problem of portability) console.log(`    ${problem}`);
  const services = Object.entries(compose?.services ?? {}).filter(([, service]) => service?.build);
  if (!report(services.length === 1, 'compose.yaml: one service builds the image'))
    throw new Error('no service to check');
  const [serviceName, rawService] = services[0] ?? [];
  const build =
    typeof rawService.build === 'string' ? { context: rawService.build } : rawService.build;
  const recipeFile = join(root, build.context ?? '.', build.dockerfile ?? 'Dockerfile');
  report(
    recipeFile === join(root, 'Dockerfile') && !build.target,
    `compose.yaml: services.${serviceName} builds ./Dockerfile, its last stage (context ${build.context})`,
  );

  // 2. the image
  say('Building the image from the Dockerfile in temporary folders (no container engine)…');
  const image = await buildImage({
    root,
    dockerfile: readFileSync(recipeFile, 'utf8'),
    dockerignoreText: readFileSync(join(root, '.dockerignore'), 'utf8'),
    work,
    logDir: reports,
    // The machine's npm cache stands in for the registry's answers: the same lockfile, the
    // same integrity hashes, without asking again for each package.
    runEnv: { npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' },
    say,
  });
  for (const step of image.steps)
    console.log(`    [${step.stage}] ${step.what}: ${seconds(step.ms)}`);
  report(
    image.ok,
    `Dockerfile: the image ${image.ok ? 'built' : 'did not build'} in ${seconds(performance.now() - started)} (every COPY and RUN as written; RUN logs in .reports/container-build-*.log)`,
  );
  for (const problem of image.problems) console.log(`    ${problem}`);
  for (const note of image.notes) console.log(`    note: ${note}`);
  if (!image.ok || !image.target) throw new Error('the image did not build');
  const { config, target } = image;

  // 3. the container's settings
  const cmd = config.cmd?.exec;
  report(
    Boolean(cmd) && !config.entrypoint,
    `image: CMD in exec form, no ENTRYPOINT (PID 1 is ${cmd?.[0] ?? 'a shell'}: the stop signal reaches it)`,
  );
  report(config.user !== 'root' && config.user !== '0', `image: runs as ${config.user}, not root`);
  const healthcheckStep = config.healthcheck;
  report(Boolean(healthcheckStep?.exec), 'image: a HEALTHCHECK in exec form');
  const [port, sandboxPort] = await freeLoopbackPorts();
  // .env as `cp .env.example .env` makes it (every line commented out), plus the check's ports.
  const dotenvText = `${readFileSync(join(root, '.env.example'), 'utf8')}
PORT=${port}
SANDBOX_PORT=${sandboxPort}
PUBLIC_URL=http://127.0.0.1:${port}
SANDBOX_PUBLIC_URL=http://127.0.0.1:${sandboxPort}
SANDBOX_LATENCY_MS=${sandboxLatencyMs}
LOG_LEVEL=debug
`;
  const dotenv = parseEnv(dotenvText);
  const found = { errors: [], unportable: [] };
  const service = interpolateAll(rawService, dotenv, found);
  report(
    found.errors.length === 0,
    'compose.yaml: interpolated with that .env, no required variable missing',
  );
  const envFiles = [service.env_file ?? []].flat();
  report(
    envFiles.every((file) => file === '.env' || file === './.env'),
    `compose.yaml: env_file ${envFiles.join(', ') || '(none)'} (the check stands in for .env)`,
  );
  const composeEnv = new Map([
    ...(envFiles.length ? Object.entries(dotenv) : []),
    ...composeEnvironment(service.environment),
  ]);
  const published = (service.ports ?? []).map((entry) => String(entry).split(':'));
  report(
    published.length === 2 &&
      published.every(([host, container]) => host === container) &&
      published.some(([, container]) => container === composeEnv.get('PORT')) &&
      published.some(([, container]) => container === composeEnv.get('SANDBOX_PORT')),
    `compose.yaml: publishes PORT and SANDBOX_PORT as themselves (${published.map((p) => p.join(':')).join(', ')})`,
  );
  const imageEnv = new Map([...config.env, ...composeEnv]);
  const databaseInImage = imageEnv.get('SANDBOX_DB') ?? '';
  const volumeTargets = (service.volumes ?? []).map((entry) => String(entry).split(':')[1] ?? '');
  const onVolume = (folder) => databaseInImage.startsWith(`${resolvePath('/', folder)}/`);
  report(
    config.volumes.some(onVolume) && volumeTargets.some(onVolume),
    `image and compose.yaml: SANDBOX_DB (${databaseInImage}) is on the VOLUME (${config.volumes.join(', ')}) that compose mounts`,
  );
  const exposed = config.expose.map((value) => value.split('/')[0]);
  report(
    ['3000', '3001'].every((value) => exposed.includes(value)),
    `image: EXPOSE ${config.expose.join(' ')} (the default PORT and SANDBOX_PORT)`,
  );
  report(
    imageEnv.get('HOST') === '0.0.0.0' && imageEnv.get('SANDBOX_HOST') === '0.0.0.0',
    'image and compose.yaml: HOST and SANDBOX_HOST 0.0.0.0 (run here on 127.0.0.1: tests stay on loopback)',
  );

  // 4. the container, as the image's user when this runs as root. The stand-in Node must be
  // runnable by that user: where its folder is not (a clone under /root), a copy of the binary
  // in the work folder stands in (the CMD and HEALTHCHECK need node only).
  const workdir = join(target.dir, config.workdir);
  const imageIds = userIds(config.user);
  let ids = {};
  let nodeBin = dirname(process.execPath);
  if (!isRoot) {
    notExercised.push(
      `USER ${config.user}: the check is not root, so the container ran as this machine's user`,
    );
  } else {
    if (!canRunAs(imageIds, process.execPath, workdir)) {
      nodeBin = join(work, 'node-bin');
      mkdirSync(nodeBin, { recursive: true, mode: 0o755 });
      copyFileSync(process.execPath, join(nodeBin, 'node'));
      chmodSync(join(nodeBin, 'node'), 0o755);
    }
    if (canRunAs(imageIds, join(nodeBin, 'node'), workdir)) {
      ids = imageIds;
      say(`The container runs as uid ${ids.uid}, gid ${ids.gid} (the node image's node user)`);
    } else {
      notExercised.push(
        `USER ${config.user}: uid ${imageIds.uid} cannot run Node or read ${workdir} here, so the container ran as root`,
      );
    }
  }
  const env = containerEnv(target, config, composeEnv, nodeBin);
  env.HOST = '127.0.0.1';
  env.SANDBOX_HOST = '127.0.0.1';
  const healthcheck = healthcheckStep?.exec
    ? {
        command: which(healthcheckStep.exec[0] ?? '', env.PATH),
        args: healthcheckStep.exec.slice(1),
        text: JSON.stringify(healthcheckStep.exec),
        timeoutMs: Number.parseInt(healthcheckStep.options.get('timeout') ?? '30', 10) * 1000,
      }
    : null;
  await serveChecks({
    name: `container (CMD ${JSON.stringify(cmd)}${ids.uid ? `, uid ${ids.uid}` : ''})`,
    command: which(cmd?.[0] ?? '', env.PATH),
    args: cmd?.slice(1) ?? [],
    cwd: workdir,
    env,
    ids,
    database: env.SANDBOX_DB ?? '',
    healthcheck,
    signal: config.stopSignal,
  });

  // 5. the host path, in the stage that holds the sources, the full install and the build.
  const hostStage = [...image.states.values()].find(
    (state) =>
      existsSync(join(state.dir, state.workdir, 'apps/server/dist/server.js')) &&
      existsSync(join(state.dir, state.workdir, 'scripts/serve.mjs')) &&
      existsSync(join(state.dir, state.workdir, 'node_modules/.bin')),
  );
  if (report(Boolean(hostStage), 'host: a stage holds the sources, the install and the build')) {
    const [hostPort, hostSandboxPort] = await freeLoopbackPorts();
    const hostDir = join(hostStage.dir, hostStage.workdir);
    await serveChecks({
      name: `host (npm run serve in the ${hostStage.stage.name} stage's folder)`,
      command: which('npm', `${dirname(process.execPath)}${delimiter}/usr/bin:/bin`),
      args: ['run', 'serve'],
      cwd: hostDir,
      env: {
        PATH: `${dirname(process.execPath)}${delimiter}/usr/local/bin:/usr/bin:/bin`,
        HOME: process.env.HOME ?? '/root',
        PORT: String(hostPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${hostPort}`,
        SANDBOX_PORT: String(hostSandboxPort),
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_PUBLIC_URL: `http://127.0.0.1:${hostSandboxPort}`,
        SANDBOX_LATENCY_MS: String(sandboxLatencyMs),
        // The sandbox's arrival lines (paymentArrival) are debug lines.
        LOG_LEVEL: 'debug',
        npm_config_update_notifier: 'false',
      },
      ids: {},
      // The default SANDBOX_DB: data/sandbox.db under the folder the server starts in.
      database: join(hostDir, 'data', 'sandbox.db'),
      healthcheck: null,
      signal: 'SIGTERM',
    });
  }
} catch (error) {
  report(
    false,
    `container recipe check stopped: ${error instanceof Error ? error.message : error}`,
  );
} finally {
  if (process.env.SJD_KEEP_CONTAINER_WORK) say(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

console.log('Not exercised here:');
for (const line of notExercised) console.log(`  - ${line}`);
const failed = results.filter((ok) => !ok).length;
console.log(
  `container recipe: ${results.length - failed} passed, ${failed} failed in ${seconds(performance.now() - started)}`,
);
process.exit(failed === 0 ? 0 : 1);
