// Starts the production build (server + built-in sandbox) on free loopback ports for the
// journeys, waits until both answer, and stops it afterwards. startDemoWithOwnSandbox runs the
// sandbox in a process of its own, for journeys that stop the provider half-way.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort, freeLoopbackPorts } from '../../scripts/ports.mjs';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A free loopback port (kept under this name for the specs that start their own servers). */
export const freePort = freeLoopbackPort;

async function waitFor(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`Demo server exited early (code ${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

export interface RunningDemo {
  appUrl: string;
  sandboxUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

interface ServerProcess {
  logFile: string;
  stop(): Promise<void>;
}

/** What every demo process gets: loopback only, and logs a journey can be read back from. */
const commonEnv: NodeJS.ProcessEnv = {
  LOG_LEVEL: 'info',
  // Every journey calls /api/* from the same loopback address; the per-address limit that
  // protects the demo (300/min by default) would throttle two parallel workers.
  RATE_LIMIT_MAX: '100000',
};

/**
 * Runs the production build of the server (dist/server.js) with `env` added to this process's
 * environment, its output in .reports/<logName>.log; resolves once every health URL answers.
 */
async function startServerProcess(
  env: NodeJS.ProcessEnv,
  healthUrls: readonly string[],
  logName: string,
): Promise<ServerProcess> {
  const serverJs = join(repoRoot, 'apps/server/dist/server.js');
  if (!existsSync(serverJs) || !existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error(
      'The production build is missing: run `npm run build` (npm test does it for you).',
    );
  }
  const logDir = join(repoRoot, '.reports');
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `${logName}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--enable-source-maps', serverJs], {
    cwd: repoRoot,
    env: { ...process.env, ...commonEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  try {
    for (const url of healthUrls) await waitFor(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    logFile,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

/**
 * The server with its built-in sandbox, each on a free port; the sandbox keeps state in memory.
 * With `defaultOrigins` the sandbox gets no SANDBOX_APP_ORIGINS: it allows what `npm start`'s
 * would (the demo's origin under each loopback name).
 */
export async function startDemo(
  extraEnv: NodeJS.ProcessEnv = {},
  options: { extraAppOrigins?: string[]; defaultOrigins?: boolean } = {},
): Promise<RunningDemo> {
  const [appPort, sandboxPort] = await freeLoopbackPorts();
  const appUrl = `http://localhost:${appPort}`;
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const server = await startServerProcess(
    {
      PORT: String(appPort),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: ':memory:',
      SANDBOX_CONTROL_ROUTES: 'on',
      // Test merchant pages on their own origins may frame the sandbox's hosted pages.
      ...(options.defaultOrigins
        ? {}
        : { SANDBOX_APP_ORIGINS: [appUrl, ...(options.extraAppOrigins ?? [])].join(',') }),
      ...extraEnv,
    },
    [`${appUrl}/api/health`, `${sandboxUrl}/_sandbox/health`],
    `demo-server-${appPort}`,
  );
  return { appUrl, sandboxUrl, logFile: server.logFile, stop: server.stop };
}

/**
 * A second shop on a free port of its own, using `provider` (a running demo's sandbox, with its
 * credentials) as an external provider: to that sandbox, another origin.
 */
export async function startShopAgainst(provider: {
  sandboxUrl: string;
  username: string;
  password: string;
}): Promise<RunningDemo> {
  const appPort = await freePort();
  const appUrl = `http://localhost:${appPort}`;
  const shop = await startServerProcess(
    {
      PORT: String(appPort),
      PROVIDER_BASE_URL: provider.sandboxUrl,
      PROVIDER_USERNAME: provider.username,
      PROVIDER_PASSWORD: provider.password,
    },
    [`${appUrl}/api/health`],
    `demo-server-${appPort}`,
  );
  return { appUrl, sandboxUrl: provider.sandboxUrl, logFile: shop.logFile, stop: shop.stop };
}

export interface DemoWithOwnSandbox extends RunningDemo {
  /** Stops the provider (the sandbox's process); the shop keeps running. */
  stopSandbox(): Promise<void>;
}

/**
 * A demo whose sandbox runs in a process of its own, so a journey can take the provider away
 * while the shop keeps running (an outage), or slow it down (`env.sandbox`) past the shop's
 * timeout (`env.shop`). Both processes run the production build: the first
 * only for its built-in sandbox (its own shop, on another port, goes unused); the second is the
 * shop, pointed at that sandbox as an external provider (PROVIDER_BASE_URL), so it starts none.
 */
export async function startDemoWithOwnSandbox(
  env: { sandbox?: NodeJS.ProcessEnv; shop?: NodeJS.ProcessEnv } = {},
): Promise<DemoWithOwnSandbox> {
  const appPort = await freePort();
  const appUrl = `http://localhost:${appPort}`;
  const credentials = { username: 'sjd-e2e', password: randomUUID() };
  const provider = await startDemo(
    {
      SANDBOX_USERNAME: credentials.username,
      SANDBOX_PASSWORD: credentials.password,
      ...env.sandbox,
    },
    { extraAppOrigins: [appUrl] },
  );
  try {
    const shop = await startServerProcess(
      {
        PORT: String(appPort),
        PROVIDER_BASE_URL: provider.sandboxUrl,
        PROVIDER_USERNAME: credentials.username,
        PROVIDER_PASSWORD: credentials.password,
        ...env.shop,
      },
      [`${appUrl}/api/health`],
      `demo-server-${appPort}`,
    );
    return {
      appUrl,
      sandboxUrl: provider.sandboxUrl,
      logFile: shop.logFile,
      stopSandbox: provider.stop,
      stop: async () => {
        await Promise.all([shop.stop(), provider.stop()]);
      },
    };
  } catch (error) {
    await provider.stop();
    throw error;
  }
}
