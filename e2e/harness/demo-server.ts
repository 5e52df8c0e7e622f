// Starts the production build (server + built-in sandbox) on free loopback ports for the
// journeys, waits until both answer, and stops it afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

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

export async function startDemo(
  extraEnv: NodeJS.ProcessEnv = {},
  options: { extraAppOrigins?: string[] } = {},
): Promise<RunningDemo> {
  const serverJs = join(repoRoot, 'apps/server/dist/server.js');
  if (!existsSync(serverJs) || !existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error(
      'The production build is missing: run `npm run build` (npm test does it for you).',
    );
  }
  const [appPort, sandboxPort] = [await freePort(), await freePort()];
  const logDir = join(repoRoot, '.reports');
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, `demo-server-${appPort}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--enable-source-maps', serverJs], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(appPort),
      SANDBOX_PORT: String(sandboxPort),
      SANDBOX_DB: ':memory:',
      SANDBOX_CONTROL_ROUTES: 'on',
      LOG_LEVEL: 'info',
      // Every journey calls /api/* from the same loopback address; the per-address limit that
      // protects the demo (300/min by default) would throttle two parallel workers.
      RATE_LIMIT_MAX: '100000',
      // Test merchant pages on their own origins may frame the sandbox's hosted pages.
      SANDBOX_APP_ORIGINS: [`http://localhost:${appPort}`, ...(options.extraAppOrigins ?? [])].join(
        ',',
      ),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const appUrl = `http://localhost:${appPort}`;
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  try {
    await waitFor(`${appUrl}/api/health`, child);
    await waitFor(`${sandboxUrl}/_sandbox/health`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    appUrl,
    sandboxUrl,
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
