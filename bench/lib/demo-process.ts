// The demo as `npm start` runs it: the production server bundle (apps/server/dist/server.js)
// with its built-in sandbox in the same process, in a child process of its own on free loopback
// ports. Load generators run in the bench's process, so they do not share the server's thread,
// and the server's own memory and CPU profile can be read from outside.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchDir, repoRoot } from './paths';
import { freePortPair } from './ports';

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times (100 on every common build). */
const clockTicksPerSecond = 100;

export interface DemoProcess {
  appUrl: string;
  sandboxUrl: string;
  pid: number;
  /** Resident set size of the server process now, in bytes (Linux /proc), or null. */
  rssBytes(): number | null;
  /** CPU seconds (user + system) the server process has used so far (Linux /proc), or null. */
  cpuSeconds(): number | null;
  /**
   * CPU seconds of the server's own thread only (the site: routes, proxy, its log lines), without
   * the sandbox's thread, V8's helper threads and libuv's pool (Linux /proc), or null.
   */
  serverThreadCpuSeconds(): number | null;
  /** Stops the process (SIGTERM: it closes both listeners) and resolves once it exited. */
  stop(): Promise<void>;
  /** With `cpuProfileDir`: the server thread's profile written at exit (call after stop). */
  cpuProfile(): string | null;
  /** With `memoryProbe`: the server's memory right after a full garbage collection. */
  memoryAfterGc(): Promise<MemoryUsage>;
}

export interface DemoProcessOptions {
  /** Environment added to the defaults (loopback ports, throwaway state, rate limit out of reach). */
  env?: Record<string, string>;
  /** Writes a V8 CPU profile of the whole process life into this folder (node --cpu-prof). */
  cpuProfileDir?: string;
  /** Where the server's log lines go (its stdout and stderr). */
  logFile: string;
  /** Loads lib/memory-probe.mjs into the server, for memoryAfterGc(). */
  memoryProbe?: boolean;
}

export interface MemoryUsage {
  rss: number;
  heapUsed: number;
  external: number;
}

/**
 * CPU seconds (user + system) process `pid` has used so far (Linux /proc), or null; with `tid`,
 * of that thread of it only (the main thread's id is the process's).
 */
export function processCpuSeconds(pid: number, tid?: number): number | null {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name.
    const stat = readFileSync(
      tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`,
      'utf8',
    );
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / clockTicksPerSecond : null;
  } catch {
    return null;
  }
}

export async function waitForHealth(urls: string[], hasExited: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (const url of urls) {
    for (;;) {
      if (hasExited()) throw new Error('The demo server exited while starting (see its log)');
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${url}`);
      const ok = await fetch(url).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function isMemoryUsage(value: unknown): value is MemoryUsage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'rss' in value &&
    typeof value.rss === 'number' &&
    'heapUsed' in value &&
    typeof value.heapUsed === 'number' &&
    'external' in value &&
    typeof value.external === 'number'
  );
}

export async function startDemoProcess(options: DemoProcessOptions): Promise<DemoProcess> {
  const serverJs = join(repoRoot, 'apps', 'server', 'dist', 'server.js');
  if (!existsSync(serverJs)) throw new Error('Build first: node scripts/build.mjs');
  const [port, sandboxPort] = await freePortPair();
  const appUrl = `http://127.0.0.1:${port}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: appUrl,
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_PUBLIC_URL: sandboxUrl,
    SANDBOX_DB: ':memory:',
    // Every bench request comes from one address: the per-address limit stays on (its cost is
    // part of the proxy's) but out of reach.
    RATE_LIMIT_MAX: '1000000000',
    ...options.env,
  };
  const probeFile = `${options.logFile}.memory.json`;
  const args = [
    ...(options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : []),
    ...(options.memoryProbe
      ? ['--expose-gc', '--import', pathToFileURL(join(benchDir, 'lib', 'memory-probe.mjs')).href]
      : []),
    serverJs,
  ];
  if (options.memoryProbe) env.SJD_MEMORY_PROBE_FILE = probeFile;
  // The log file is the child's own stdout: through a pipe, its synchronous log writes would
  // wait whenever this process (busy generating load) is slow to drain it.
  const log = openSync(options.logFile, 'w');
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid ?? 0;
  try {
    // With PROVIDER_BASE_URL set the server starts no sandbox of its own.
    const health = [`${appUrl}/api/health`];
    if (!env.PROVIDER_BASE_URL) health.push(`${sandboxUrl}/_sandbox/health`);
    await waitForHealth(health, () => child.exitCode !== null || child.signalCode !== null);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    appUrl,
    sandboxUrl,
    pid,
    rssBytes: () => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const kb = status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1];
        return kb === undefined ? null : Number(kb) * 1024;
      } catch {
        return null;
      }
    },
    cpuSeconds: () => processCpuSeconds(pid),
    serverThreadCpuSeconds: () => processCpuSeconds(pid, pid),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
    memoryAfterGc: async () => {
      if (!options.memoryProbe) throw new Error('Start the demo process with memoryProbe');
      const before = existsSync(probeFile) ? readFileSync(probeFile, 'utf8') : '';
      child.kill('SIGUSR2');
      for (let tries = 0; tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const text = existsSync(probeFile) ? readFileSync(probeFile, 'utf8') : '';
        if (text !== before && text !== '') {
          const usage: unknown = JSON.parse(text);
          if (isMemoryUsage(usage)) return usage;
        }
      }
      throw new Error('The server did not report its memory');
    },
    cpuProfile: () => {
      const dir = options.cpuProfileDir;
      if (!dir || !existsSync(dir)) return null;
      // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 is the server's (the
      // sandbox's thread writes its own profile beside it).
      const file = readdirSync(dir).find(
        (name) => name.endsWith('.cpuprofile') && name.includes(`.${pid}.0.`),
      );
      return file ? join(dir, file) : null;
    },
  };
}
