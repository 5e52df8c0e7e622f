// Makes one provider call for the proxy routes: adds Basic auth, the media type of the
// endpoint's API (provider-api.md §1.2; WP-Api-Version for the Payments API) and a
// WP-CorrelationId, measures the time to the last byte, and sorts the answer into
// - a result the demo shows: any JSON answer whatever its status (a 409, or a 500 carrying the
//   provider's internalErrorOccurred envelope), or an empty one below 500 (204, 202);
// - a gateway failure: unreachable, connection dropped, not JSON, an empty 5xx or too big → 502;
//   no complete answer within the timeout → 504.
// Redirects are never followed (a 3xx could point anywhere), and nothing the browser sent
// besides the checked payload reaches the provider: no browser header is forwarded.
// Costs kept off the per-call path (bench/proxy.ts profiles it): the call goes out on the app's
// keep-alive pool at undici's dispatcher level (exchange.ts: no `fetch`, which capped the proxy
// at about a fifth of the throughput, and no `request()`, whose Readable body and promise per
// stage were about half of undici's time per call); the answer's size bound enforced by the pool
// (maxResponseSize) rather than by iterating the body; one timer as the deadline, no
// AbortController; the static headers built once per profile and API; and the 200 reply
// written as JSON text with the provider's body spliced in as it came (parsed once to prove it
// is JSON, never serialised again; a non-allocating scan was tried and was no faster than
// JSON.parse). What is left per call is mostly the second HTTP hop itself (the request and
// answer written and parsed on both ends): a bare node:http proxy with the same exchange sits
// at about 0.6× the sandbox's direct throughput (notes in bench/proxy.ts).
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Agent, errors, type Dispatcher } from 'undici';
import {
  providerApis,
  proxyErrorCodes,
  type ApiError,
  type ProviderApiName,
  type ProviderResult,
} from '@sjd/contracts';
import type { ProviderProfile, ProxySettings } from '../config/env';
import { exchange, type Exchange, type ProviderAnswer } from './exchange';
import type { ProviderCall } from './resolve-call';

/**
 * What the request's log line says about its provider call (never a body or a header): the
 * WP-CorrelationId it sent, which the provider (the sandbox too) logs on its side; and for a
 * call that failed, what went wrong.
 */
export interface ProviderLogFields {
  endpoint: string;
  method: string;
  path: string;
  correlationId: string;
  status?: number;
  ms: number;
  /** The provider answered with another WP-CorrelationId than the one sent (a sane one). */
  answeredCorrelationId?: string;
  /** Why the call became a 502 or 504, e.g. 'provider call timed out'. */
  failure?: string;
  reason?: string;
  contentType?: string;
}

export type ProviderOutcome =
  | {
      ok: true;
      result: ProviderResult;
      /** `result` as the reply's JSON text. */
      json: string;
      log: ProviderLogFields;
    }
  | { ok: false; status: 502 | 504; error: ApiError; log: ProviderLogFields };

const userAgent = 'smart-journey-demo-server';

/** The headers every call to one API of one profile carries, built once. */
function staticHeaders(api: ProviderApiName, profile: ProviderProfile): Record<string, string> {
  const facts = providerApis[api];
  const credentials = Buffer.from(`${profile.username}:${profile.password}`).toString('base64');
  return {
    authorization: `Basic ${credentials}`,
    accept: facts.accept,
    'user-agent': userAgent,
    ...('apiVersion' in facts ? { 'wp-api-version': facts.apiVersion } : {}),
  };
}

const headerCache = new WeakMap<ProviderProfile, Map<ProviderApiName, Record<string, string>>>();

export function providerHeaders(
  call: ProviderCall,
  profile: ProviderProfile,
  correlationId: string,
): Record<string, string> {
  let byApi = headerCache.get(profile);
  if (!byApi) headerCache.set(profile, (byApi = new Map()));
  let fixed = byApi.get(call.endpoint.api);
  if (!fixed) byApi.set(call.endpoint.api, (fixed = staticHeaders(call.endpoint.api, profile)));
  const headers: Record<string, string> = { ...fixed, 'wp-correlationid': correlationId };
  // A request without a body carries no Content-Type (a JSON parser would refuse the empty body).
  if (call.payload !== undefined) {
    headers['content-type'] = providerApis[call.endpoint.api].contentType;
  }
  return headers;
}

/**
 * The pool all provider calls of one app go through: keep-alive connections reused across
 * calls, and answers larger than `maxResponseBytes` cut off while they arrive.
 */
export function providerPool(settings: ProxySettings): Dispatcher & { close(): Promise<void> } {
  return new Agent({
    keepAliveTimeout: 10_000,
    connections: 64,
    maxResponseSize: settings.maxResponseBytes,
  });
}

/**
 * The 200 reply's JSON text: `result` without its body, and `bodyText` (the provider's answer,
 * already known to be JSON, or '' for none) as the body. Field for field what
 * providerResultSchema describes (a test parses it with the schema).
 */
export function providerResultJson(result: Omit<ProviderResult, 'body'>, bodyText: string): string {
  const rest = JSON.stringify({
    responseTime: result.responseTime,
    correlationId: result.correlationId,
    endpoint: result.endpoint,
    method: result.method,
    url: result.url,
  });
  return `{"status":${result.status},"body":${bodyText === '' ? 'null' : bodyText},${rest.slice(1)}`;
}

type Failure = Extract<ProviderOutcome, { ok: false }>;

const failure = (
  log: ProviderLogFields,
  status: 502 | 504,
  error: ApiError['error'],
  message: string,
  details?: Record<string, unknown>,
): Failure => ({
  ok: false,
  status,
  error: { error, message, ...(details ? { details } : {}) },
  log,
});

/** A correlation id worth a log field: what the sandbox accepts as one (api/http.ts). */
const saneCorrelationId = /^[A-Za-z0-9._:-]{1,128}$/;

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

/** The outcome of a call that got no answer: timed out, too large, or unreachable. */
function noAnswer(
  sent: Extract<Exchange, { ok: false }>,
  log: ProviderLogFields,
  settings: ProxySettings,
): Failure {
  if (sent.timedOut) {
    return failure(
      { ...log, failure: 'provider call timed out' },
      504,
      proxyErrorCodes.providerTimeout,
      `The provider did not answer within ${settings.timeoutMs} ms`,
      { timeoutMs: settings.timeoutMs },
    );
  }
  if (sent.error instanceof errors.ResponseExceededMaxSizeError) {
    return failure(
      { ...log, failure: 'provider answer too large' },
      502,
      proxyErrorCodes.providerBadResponse,
      `The provider's answer is larger than ${settings.maxResponseBytes} bytes`,
    );
  }
  const message = describeNetworkError(sent.error);
  return failure(
    { ...log, failure: 'provider call failed', reason: message },
    502,
    proxyErrorCodes.providerUnreachable,
    message,
  );
}

/** The answer's body (null for none), or the 502 of an answer that is not the provider's JSON. */
function readBody(
  { status, contentType, text }: ProviderAnswer,
  log: ProviderLogFields,
): { ok: true; body: unknown } | Failure {
  const bad = (fields: Partial<ProviderLogFields>, message: string) =>
    failure({ ...log, ...fields }, 502, proxyErrorCodes.providerBadResponse, message, {
      providerStatus: status,
    });
  // The provider's own 5xx carry a JSON envelope; an empty one comes from something in front.
  if (text === '' && status >= 500) {
    return bad(
      { failure: 'provider answer empty 5xx' },
      `The provider answered ${status} with no body`,
    );
  }
  if (text === '') return { ok: true, body: null };
  if (!/json/i.test(contentType)) {
    return bad(
      { failure: 'provider answer not JSON', contentType },
      `The provider answered ${status} with ${contentType || 'no content type'}, not JSON`,
    );
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return bad(
      { failure: 'provider answer is broken JSON' },
      `The provider answered ${status} with a body that is not valid JSON`,
    );
  }
}

export async function callProvider(
  call: ProviderCall,
  profile: ProviderProfile,
  settings: ProxySettings,
  dispatcher: Dispatcher,
  /** Simulator-only headers (the demo clock's), for the built-in sandbox only. */
  extraHeaders?: Record<string, string>,
): Promise<ProviderOutcome> {
  const correlationId = randomUUID();
  const logFields = {
    endpoint: call.endpoint.id,
    method: call.method,
    path: call.endpoint.path,
    correlationId,
  };
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 10) / 10;
  const sent = await exchange(
    dispatcher,
    {
      url: call.url,
      method: call.method,
      headers: extraHeaders
        ? { ...providerHeaders(call, profile, correlationId), ...extraHeaders }
        : providerHeaders(call, profile, correlationId),
      body: call.payload === undefined ? undefined : JSON.stringify(call.payload),
    },
    settings.timeoutMs,
  );
  if (!sent.ok) return noAnswer(sent, { ...logFields, ms: elapsed() }, settings);
  const { status, text, correlationId: responseCorrelationId } = sent.answer;

  const responseTime = elapsed();
  const answered =
    responseCorrelationId !== null &&
    responseCorrelationId !== correlationId &&
    saneCorrelationId.test(responseCorrelationId)
      ? { answeredCorrelationId: responseCorrelationId }
      : {};
  const answerLog = { ...logFields, status, ms: responseTime, ...answered };
  const read = readBody(sent.answer, answerLog);
  if (!read.ok) return read;

  const envelope = {
    status,
    responseTime,
    correlationId: responseCorrelationId,
    endpoint: call.endpoint.id,
    method: call.method,
    url: call.url,
  };
  return {
    ok: true,
    result: { ...envelope, body: read.body },
    json: providerResultJson(envelope, text),
    log: answerLog,
  };
}
