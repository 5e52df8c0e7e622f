// CI stage "container" (scripts/test.mjs runs it with `node --import tsx`): the Dockerfile built
// and run by a real engine, Debian's podman (as root, runc; scripts/container-engine.mjs), and
// the compose files read by a real Compose, podman-compose. Step by step:
//   1. the base image: the one the Dockerfile's FROM names, or where podman does not hold it (no
//      registry is reachable here) a stand-in under that exact name (scripts/container-stand-in.mjs;
//      made once, rebuilt when the pinned Node release changes);
//   2. compose.yaml and compose.hosting.yaml as podman-compose reads them, with a .env made from
//      .env.example and the check's ports (scripts/container-settings.mjs);
//   3. `podman build` of the Dockerfile as written (docker format, so HEALTHCHECK is kept), and
//      the image's settings: non-root USER, CMD in exec form, HEALTHCHECK, EXPOSE, VOLUME;
//   4. the image run as compose.yaml says (its .env, environment and named volume; HOST and
//      SANDBOX_HOST 127.0.0.1 instead of 0.0.0.0, the container being on this machine's network):
//      health, PID 1, HEALTHCHECK, a payment, SIGTERM mid-payment (scripts/container-serve.mjs);
//   5. README's host path, `npm run serve`, in the build stage (the sources, the full install
//      and the build: a clone after `npm run build`), the same checks.
// Containers and volumes are named after this run and removed at its end (or by the next run if
// this one is killed); two runs on one machine take turns (a lock). Logs: .reports/container-*.log.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  EngineError,
  containerFlags,
  lockPath,
  npmBuildMounts,
  podman,
  podmanSync,
  preflight,
  tail,
  withLock,
} from './container-engine.mjs';
import { serveChecks } from './container-serve.mjs';
import { composeChecks, composeConfig, hostingChecks, imageChecks } from './container-settings.mjs';
import { debianLabel } from './container-debian.mjs';
import { ensureStandIns } from './container-stand-in.mjs';
import { freeLoopbackPorts, root, say } from './lib.mjs';

/** Long enough to send SIGTERM while the proxied call waits for the sandbox. */
const sandboxLatencyMs = 1500;
const label = 'sjd.check';
const run = `sjd-check-${process.pid}-${randomBytes(3).toString('hex')}`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const notExercised = [
  'the registry: no base image is pulled; where podman lacks it, a stand-in under its name stands in (README "Hosting the demo" lists how it differs)',
  'Docker itself (BuildKit, Docker Compose v2): podman builds the Dockerfile and podman-compose 1.0.3 reads the compose files',
  "Compose running the file, and publishing ports: the container runs on this machine's network with compose.yaml's settings, listening on 127.0.0.1",
  'HEALTHCHECK scheduling (interval, start period, retries) and `restart:`: the command runs once',
];

const results = [];
function report(ok, what) {
  results.push(ok);
  console.log(`${ok ? '✓' : '✗'} ${what}`);
  return ok;
}
const timings = [];
async function timed(what, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push([what, performance.now() - started]);
  }
}

const reports = join(root, '.reports');
mkdirSync(reports, { recursive: true });
const log = createWriteStream(join(reports, 'container-check.log'));
const buildLog = createWriteStream(join(reports, 'container-build.log'));
const standInLog = createWriteStream(join(reports, 'container-stand-in.log'), { flags: 'a' });
const work = mkdtempSync(join(tmpdir(), 'sjd-container-'));

/** Removes this run's containers and volumes, or (`everyRun`) those of any earlier run. */
async function cleanUp(everyRun) {
  const filter = everyRun ? `label=${label}` : `label=${label}=${run}`;
  const containers = await podman(['ps', '--all', '--filter', filter, '--format', '{{.Names}}']);
  for (const name of containers.stdout.split('\n').filter(Boolean))
    await podman(['rm', '--force', '--time', '0', name]);
  const volumes = await podman(['volume', 'ls', '--filter', filter, '--format', '{{.Name}}']);
  for (const name of volumes.stdout.split('\n').filter(Boolean))
    await podman(['volume', 'rm', '--force', name]);
}
// Stopped by a signal (Ctrl-C, CI's time limit): this run's containers go all the same.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    podmanSync(['rm', '--force', '--time', '0', run, `${run}-host`]);
    podmanSync(['volume', 'rm', '--force', `${run}-data`, `${run}-host-data`]);
    rmSync(work, { recursive: true, force: true });
    process.exit(130);
  });

/**
 * `podman build` of the Dockerfile, tagged <name>:<target> (latest: the whole image); resolves
 * with the image id. The tags keep each stage's layers as the next run's build cache
 * (pruneStale removes the untagged ones).
 */
async function build(name, target = null) {
  const iidFile = join(work, `${target ?? 'image'}.iid`);
  const built = await podman(
    [
      'build',
      ...containerFlags(),
      ...npmBuildMounts(work),
      '--pull=never',
      '--format=docker',
      '--layers',
      '--iidfile',
      iidFile,
      ...(target ? ['--target', target] : []),
      '--tag',
      `localhost/${name}:${target ?? 'latest'}`,
      '--file',
      join(root, 'Dockerfile'),
      root,
    ],
    { log: buildLog },
  );
  if (built.code !== 0) {
    // The error and the step it stopped at, not the stack frames.
    const output = `${built.stdout}\n${built.stderr}`.replace(/^\s+at .*\n/gm, '');
    throw new EngineError(`podman build failed: ${tail(output, 12)}`);
  }
  return readFileSync(iidFile, 'utf8').trim();
}

/**
 * Layers no tag holds any more (an earlier build's, a replaced stand-in's), made from the
 * stand-in's Debian (their label says so): someone else's images are left alone.
 */
async function pruneStale() {
  await podman(['image', 'prune', '--force', '--filter', `label=${debianLabel}`]);
}

/** A named volume of this run; resolves with its folder on this machine. */
async function volume(name) {
  await podman(['volume', 'create', '--label', `${label}=${run}`, name]);
  const found = await podman(['volume', 'inspect', '--format', '{{.Mountpoint}}', name]);
  return found.stdout.trim();
}

const envFlags = (env) =>
  Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);

/** compose.yaml and compose.hosting.yaml as podman-compose reads them, with the check's .env. */
async function readComposeFiles(folder, port, sandboxPort) {
  // .env as `cp .env.example .env` makes it (every line commented out), plus the check's ports.
  const dotenv = `${readFileSync(join(root, '.env.example'), 'utf8')}
PORT=${port}
SANDBOX_PORT=${sandboxPort}
PUBLIC_URL=http://127.0.0.1:${port}
SANDBOX_PUBLIC_URL=http://127.0.0.1:${sandboxPort}
SANDBOX_LATENCY_MS=${sandboxLatencyMs}
LOG_LEVEL=debug
`;
  const read = (file) => composeConfig(join(root, file), { folder, project: run, dotenv });
  const found = composeChecks(await read('compose.yaml'), { port, sandboxPort });
  for (const [ok, what] of found.checks) report(ok, what);
  for (const [ok, what] of hostingChecks(await read('compose.hosting.yaml'), found.service.image))
    report(ok, what);
  return found;
}

/** The image as compose.yaml runs it: its .env, environment and named volume, on loopback. */
async function runImage(image, inspected, compose, folder, port) {
  const data = await volume(`${run}-data`);
  const { environment, env_file: envFiles } = compose.service;
  await serveChecks({
    name: 'container',
    container: run,
    runArgs: [
      '--label',
      `${label}=${run}`,
      ...envFiles.flatMap((file) => ['--env-file', join(folder, file)]),
      ...envFlags({ ...environment, HOST: '127.0.0.1', SANDBOX_HOST: '127.0.0.1' }),
      '--volume',
      `${run}-data:${compose.target}`,
      image,
    ],
    appUrl: `http://127.0.0.1:${port}`,
    database: async () =>
      join(data, String(environment.SANDBOX_DB).slice(compose.target.length + 1)),
    pid1: inspected?.Config?.Cmd?.join(' '),
    healthcheck: true,
    report,
    log,
  });
}

/** README's host path: `npm run serve` in the build stage (a clone after `npm run build`). */
async function runHostPath(buildStage) {
  const [port, sandboxPort] = await freeLoopbackPorts();
  const data = await volume(`${run}-host-data`);
  await serveChecks({
    name: 'host path (npm run serve in the build stage)',
    container: `${run}-host`,
    runArgs: [
      '--label',
      `${label}=${run}`,
      ...envFlags({
        PORT: port,
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SANDBOX_PORT: sandboxPort,
        SANDBOX_HOST: '127.0.0.1',
        SANDBOX_PUBLIC_URL: `http://127.0.0.1:${sandboxPort}`,
        SANDBOX_LATENCY_MS: sandboxLatencyMs,
        LOG_LEVEL: 'debug',
        npm_config_update_notifier: 'false',
      }),
      // The default SANDBOX_DB, data/sandbox.db under the folder the server starts in.
      '--volume',
      `${run}-host-data:/app/data`,
      buildStage,
      'npm',
      'run',
      'serve',
    ],
    appUrl: `http://127.0.0.1:${port}`,
    database: async () => join(data, 'sandbox.db'),
    pid1: null,
    healthcheck: false,
    report,
    log,
  });
}

const standInSays = {
  real: () => 'the real one',
  cached: () => 'the stand-in, cached',
  built: (took) => `the stand-in, built in ${took.toFixed(0)} s`,
};

async function check() {
  say(`Container engine: podman (runc), storage ${await preflight()}`);
  await withLock(
    lockPath,
    async () => {
      try {
        await cleanUp(true);
        const [port, sandboxPort] = await freeLoopbackPorts();
        const folder = join(work, 'compose');
        const compose = await timed('compose files (podman-compose)', () =>
          readComposeFiles(folder, port, sandboxPort),
        );
        const standIns = await timed('base image', () => ensureStandIns({ log: standInLog, say }));
        for (const { image, state, seconds: took } of standIns)
          report(true, `base image ${image}: ${standInSays[state](took)}`);

        say('podman build of the Dockerfile (log: .reports/container-build.log)…');
        const name = compose.service.image;
        const image = await timed('podman build', () => build(name));
        report(
          true,
          `Dockerfile: built by podman as written (image ${image.replace(/^sha256:/, '').slice(0, 12)})`,
        );
        const [inspected] = JSON.parse((await podman(['image', 'inspect', image])).stdout);
        for (const [ok, what] of imageChecks(inspected, compose)) report(ok, what);
        await timed('the image run', () => runImage(image, inspected, compose, folder, port));

        const buildStage = await timed('podman build --target build, prod-deps', async () => {
          // Cached already: tagged so that their layers stay cached for the next run.
          await build(name, 'prod-deps');
          return build(name, 'build');
        });
        await timed('npm run serve in the build stage', () => runHostPath(buildStage));
      } finally {
        // Within the lock: no other run's build is under way.
        await cleanUp(false);
        await pruneStale();
      }
    },
    say,
  );
}

const started = performance.now();
try {
  await check();
} catch (error) {
  report(false, `container check stopped: ${error instanceof Error ? error.message : error}`);
  if (process.env.SJD_DEBUG) console.error(error);
} finally {
  await cleanUp(false).catch(() => {});
  rmSync(work, { recursive: true, force: true });
  for (const stream of [log, buildLog, standInLog]) stream.end();
}

for (const [what, ms] of timings) console.log(`    ${what}: ${seconds(ms)}`);
console.log('Not exercised here:');
for (const line of notExercised) console.log(`  - ${line}`);
const failed = results.filter((ok) => !ok).length;
console.log(
  `container check: ${results.length - failed} passed, ${failed} failed in ${seconds(performance.now() - started)}`,
);
process.exit(failed === 0 ? 0 : 1);
