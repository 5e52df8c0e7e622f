// Makes one provider call for the proxy routes: adds Basic auth, the media type of the
// endpoint's API (provider-api.md §1.2; WP-Api-Version for the Payments API) and a
// WP-CorrelationId, measures the time to the last byte, and sorts the answer into
// - a result the demo shows: any JSON answer whatever its status (a 409, or a 500 carrying the
//   provider's internalErrorOccurred envelope), or an empty one below 500 (204, 202);
// - a gateway failure: unreachable, connection dropped, not JSON, an empty 5xx or too big → 502;
//   no complete answer within the timeout → 504.
// Redirects are never followed (a 3xx could point anywhere), and nothing the browser sent
// besides the checked payload reaches the provider: no browser header is forwarded.
// undici's `request` over a keep-alive pool, not `fetch`: on this machine fetch capped the
// proxy at about a fifth of the throughput (measured with bench/proxy.ts).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { request, type Dispatcher } from 'undici';
import { providerApis, proxyErrorCodes, type ApiError, type ProviderResult } from '@sjd/contracts';
import type { ProviderProfile, ProxySettings } from '../config/env';
import type { ProviderCall } from './resolve-call';

export type ProviderOutcome =
  { ok: true; result: ProviderResult } | { ok: false; status: 502 | 504; error: ApiError };

const userAgent = 'smart-journey-demo-server';

export function providerHeaders(
  call: ProviderCall,
  profile: ProviderProfile,
  correlationId: string,
): Record<string, string> {
  const api = providerApis[call.endpoint.api];
  const credentials = Buffer.from(`${profile.username}:${profile.password}`).toString('base64');
  const headers: Record<string, string> = {
    authorization: `Basic ${credentials}`,
    accept: api.accept,
    'wp-correlationid': correlationId,
    'user-agent': userAgent,
  };
  // A request without a body carries no Content-Type (a JSON parser would refuse the empty body).
  if (call.payload !== undefined) headers['content-type'] = api.contentType;
  if ('apiVersion' in api) headers['wp-api-version'] = api.apiVersion;
  return headers;
}

class ResponseTooLarge extends Error {}

async function readLimited(
  body: Dispatcher.ResponseData['body'],
  maxBytes: number,
): Promise<string> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    total += buffer.byteLength;
    if (total > maxBytes) {
      body.destroy();
      throw new ResponseTooLarge();
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

const failure = (
  status: 502 | 504,
  error: ApiError['error'],
  message: string,
  details?: Record<string, unknown>,
): ProviderOutcome => ({
  ok: false,
  status,
  error: { error, message, ...(details ? { details } : {}) },
});

function describeNetworkError(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'ECONNREFUSED') return 'The provider refused the connection';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The provider host could not be found';
  if (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'UND_ERR_CLOSED') {
    return 'The provider closed the connection before answering';
  }
  return 'The provider could not be reached';
}

export async function callProvider(
  call: ProviderCall,
  profile: ProviderProfile,
  settings: ProxySettings,
  dispatcher: Dispatcher,
  log: FastifyBaseLogger,
): Promise<ProviderOutcome> {
  const correlationId = randomUUID();
  const logFields = {
    endpoint: call.endpoint.id,
    method: call.method,
    path: call.endpoint.path,
    correlationId,
  };
  // One deadline for connecting, the headers and the whole body.
  const abort = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    abort.abort();
  }, settings.timeoutMs);
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;

  let status: number;
  let contentType: string;
  let text: string;
  let responseCorrelationId: string | null;
  try {
    const response = await request(call.url, {
      method: call.method,
      headers: providerHeaders(call, profile, correlationId),
      body: call.payload === undefined ? undefined : JSON.stringify(call.payload),
      signal: abort.signal,
      dispatcher,
    });
    status = response.statusCode;
    contentType = firstHeader(response.headers['content-type']) ?? '';
    responseCorrelationId = firstHeader(response.headers['wp-correlationid']);
    text = await readLimited(response.body, settings.maxResponseBytes);
  } catch (error) {
    const ms = elapsed();
    if (isTimedOut) {
      log.warn({ provider: { ...logFields, ms } }, 'provider call timed out');
      return failure(
        504,
        proxyErrorCodes.providerTimeout,
        `The provider did not answer within ${settings.timeoutMs} ms`,
        { timeoutMs: settings.timeoutMs },
      );
    }
    if (error instanceof ResponseTooLarge) {
      log.warn({ provider: { ...logFields, ms } }, 'provider answer too large');
      return failure(
        502,
        proxyErrorCodes.providerBadResponse,
        `The provider's answer is larger than ${settings.maxResponseBytes} bytes`,
      );
    }
    const message = describeNetworkError(error);
    log.warn({ provider: { ...logFields, ms }, reason: message }, 'provider call failed');
    return failure(502, proxyErrorCodes.providerUnreachable, message);
  } finally {
    clearTimeout(timer);
  }

  const responseTime = elapsed();
  let body: unknown = null;
  if (text === '' && status >= 500) {
    // The provider's own 5xx carry a JSON envelope; an empty one comes from something in front.
    log.warn({ provider: { ...logFields, status } }, 'provider answer empty 5xx');
    return failure(
      502,
      proxyErrorCodes.providerBadResponse,
      `The provider answered ${status} with no body`,
      { providerStatus: status },
    );
  }
  if (text !== '') {
    if (!/json/i.test(contentType)) {
      log.warn({ provider: { ...logFields, status, contentType } }, 'provider answer not JSON');
      return failure(
        502,
        proxyErrorCodes.providerBadResponse,
        `The provider answered ${status} with ${contentType || 'no content type'}, not JSON`,
        { providerStatus: status },
      );
    }
    try {
      body = JSON.parse(text);
    } catch {
      log.warn({ provider: { ...logFields, status } }, 'provider answer is broken JSON');
      return failure(
        502,
        proxyErrorCodes.providerBadResponse,
        `The provider answered ${status} with a body that is not valid JSON`,
        { providerStatus: status },
      );
    }
  }

  log.info({ provider: { ...logFields, status, ms: responseTime } }, 'provider call');
  return {
    ok: true,
    result: {
      status,
      body,
      responseTime,
      correlationId: responseCorrelationId,
      endpoint: call.endpoint.id,
      method: call.method,
      url: call.url,
    },
  };
}
