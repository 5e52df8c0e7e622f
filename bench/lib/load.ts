// Loopback load generation with autocannon: bounded in connections and time.
import autocannon from 'autocannon';
import { sized } from './mode';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fixed body, or a function called for every request (e.g. for unique references). */
  body?: string | (() => string);
  seconds?: number;
  connections?: number;
}

export interface LoadResult {
  perSecond: number;
  total: number;
}

export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`Load runs target loopback only, not ${host}`);
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  assertLoopback(options.url);
  const { body } = options;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    ...(typeof body === 'function'
      ? { requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }] }
      : { body }),
    connections: options.connections ?? 10,
    duration: options.seconds ?? sized(5, 1),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { perSecond: result.requests.average, total: result.requests.total };
}

export async function requestsPerSecond(options: LoadOptions): Promise<number> {
  return (await runLoad(options)).perSecond;
}

/** CPU seconds (user + system) a process has used so far, when the system tells (Linux /proc). */
export type CpuClock = () => number | null;

export interface Comparison {
  target: number;
  baseline: number;
  ratio: number;
  /** With a CPU clock: the measured process's CPU time per request, in µs, of each side. */
  cpuPerRequest?: { target: number; baseline: number };
}

/**
 * Measures a target against a baseline, interleaved (A B A B) to spread the machine's noise over
 * both, and returns the mean of each. With `cpu` (the server's CPU clock), also the server's CPU
 * time per request of each side: unlike requests/s, it hardly moves when other processes
 * compete for the machine's cores.
 */
export async function compareThroughput(
  target: LoadOptions,
  baseline: LoadOptions,
  rounds = sized(2, 1),
  cpu?: CpuClock,
): Promise<Comparison> {
  // Warm-up so JIT and connection setup are not measured.
  const warmUp = sized(1, 0.5);
  await runLoad({ ...target, seconds: warmUp });
  await runLoad({ ...baseline, seconds: warmUp });
  const sides = { target: { rps: 0, cpu: 0, n: 0 }, baseline: { rps: 0, cpu: 0, n: 0 } };
  const measure = async (side: keyof typeof sides, options: LoadOptions) => {
    const before = cpu?.() ?? null;
    const result = await runLoad(options);
    const after = cpu?.() ?? null;
    sides[side].rps += result.perSecond;
    if (before !== null && after !== null) {
      sides[side].cpu += after - before;
      sides[side].n += result.total;
    }
  };
  for (let i = 0; i < rounds; i += 1) {
    await measure('target', target);
    await measure('baseline', baseline);
  }
  const t = sides.target.rps / rounds;
  const b = sides.baseline.rps / rounds;
  const perRequest = (side: { cpu: number; n: number }) => (side.cpu / side.n) * 1e6;
  return {
    target: t,
    baseline: b,
    ratio: t / b,
    ...(sides.target.n > 0 && sides.baseline.n > 0
      ? {
          cpuPerRequest: {
            target: perRequest(sides.target),
            baseline: perRequest(sides.baseline),
          },
        }
      : {}),
  };
}
