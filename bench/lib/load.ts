// Loopback load generation with autocannon: bounded in connections and time.
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fixed body, or a function called for every request (e.g. for unique references). */
  body?: string | (() => string);
  seconds?: number;
  connections?: number;
}

export async function requestsPerSecond(options: LoadOptions): Promise<number> {
  const host = new URL(options.url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    throw new Error(`Load runs target loopback only, not ${host}`);
  }
  const { body } = options;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers,
    ...(typeof body === 'function'
      ? { requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }] }
      : { body }),
    connections: options.connections ?? 10,
    duration: options.seconds ?? 5,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result.requests.average;
}

/**
 * Measures a target against a baseline, interleaved (A B A B) to spread the machine's noise over
 * both, and returns the mean of each.
 */
export async function compareThroughput(
  target: LoadOptions,
  baseline: LoadOptions,
  rounds = 2,
): Promise<{ target: number; baseline: number; ratio: number }> {
  // Warm-up so JIT and connection setup are not measured.
  await requestsPerSecond({ ...target, seconds: 1 });
  await requestsPerSecond({ ...baseline, seconds: 1 });
  let t = 0;
  let b = 0;
  for (let i = 0; i < rounds; i += 1) {
    t += await requestsPerSecond(target);
    b += await requestsPerSecond(baseline);
  }
  return { target: t / rounds, baseline: b / rounds, ratio: t / b };
}
