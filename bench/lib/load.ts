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
  /** With CPU clocks: each clock's CPU time per request, in µs, of each side, by clock name. */
  cpuPerRequest: Record<string, { target: number; baseline: number }>;
}

/**
 * Measures a target against a baseline, interleaved (A B A B) to spread the machine's noise over
 * both, and returns the mean of each. With `cpu` (CPU clocks of the server: its process, one of
 * its threads), also each clock's CPU time per request of each side: unlike requests/s, it moves
 * far less when other processes compete for the machine's cores.
 */
export async function compareThroughput(
  target: LoadOptions,
  baseline: LoadOptions,
  rounds = sized(2, 1),
  cpu: Record<string, CpuClock> = {},
): Promise<Comparison> {
  // Warm-up so JIT and connection setup are not measured.
  const warmUp = sized(1, 0.5);
  await runLoad({ ...target, seconds: warmUp });
  await runLoad({ ...baseline, seconds: warmUp });
  const clocks = Object.entries(cpu);
  const sides = {
    target: { rps: 0, requests: 0, cpu: new Map<string, number>() },
    baseline: { rps: 0, requests: 0, cpu: new Map<string, number>() },
  };
  const measure = async (side: keyof typeof sides, options: LoadOptions) => {
    const before = clocks.map(([, clock]) => clock());
    const result = await runLoad(options);
    const after = clocks.map(([, clock]) => clock());
    sides[side].rps += result.perSecond;
    sides[side].requests += result.total;
    clocks.forEach(([name], index) => {
      const [from, to] = [before[index], after[index]];
      const spent = sides[side].cpu;
      // A clock that cannot be read (not Linux) leaves its figure out.
      spent.set(name, from == null || to == null ? NaN : (spent.get(name) ?? 0) + (to - from));
    });
  };
  for (let i = 0; i < rounds; i += 1) {
    await measure('target', target);
    await measure('baseline', baseline);
  }
  const t = sides.target.rps / rounds;
  const b = sides.baseline.rps / rounds;
  const perRequest = (side: (typeof sides)['target'], name: string) =>
    ((side.cpu.get(name) ?? NaN) / side.requests) * 1e6;
  const cpuPerRequest = Object.fromEntries(
    clocks
      .map(
        ([name]) =>
          [
            name,
            { target: perRequest(sides.target, name), baseline: perRequest(sides.baseline, name) },
          ] as const,
      )
      .filter(
        ([, figures]) => Number.isFinite(figures.target) && Number.isFinite(figures.baseline),
      ),
  );
  return { target: t, baseline: b, ratio: t / b, cpuPerRequest };
}
