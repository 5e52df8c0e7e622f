// The provider's calls (ARCHITECTURE §3 "One provider client"): connect() binds them for one
// flow, through the server's proxy routes (/api/wpservices, /api/payments, /api/hpp;
// contracts site/proxy.ts), with the environment the visitor selected in the `x-sjd-environment`
// header. The demo server's own API (config, clock, webhooks) is demo-server-client.ts. Every request and response is
//   recorded into the terminal (spec §3 "Api event log") through the `record` callback the flow
//   binds to its current trigger, and every answer is parsed with the contracts' schemas.
// Failures of the path to the provider (our server refused the request, the provider was
// unreachable or timed out, an unreadable answer) are recorded here as 'Request failed' (spec §8)
// and thrown as a ProviderCallError; the flows decide what they mean for the shopper.
import {
  apiErrorSchema,
  environmentHeader,
  providerApis,
  providerEndpointById,
  providerResultSchema,
} from '@sjd/contracts';
import { failureEvents } from '../features/event-log';
import { maskedForLog, nestingDepth, recordedDepth, toJsonValue } from './event-body';
import { createProviderCalls, type ProviderCalls } from './provider-calls';
import {
  ProviderCallError,
  type ProviderCallFailure,
  type ProviderConnection,
  type ProviderRequest,
  type ProviderTransport,
} from './provider-types';

export {
  ProviderCallError,
  type ProviderCallFailure,
  type ProviderConnection,
  type ProviderRequest,
  type ProviderTransport,
} from './provider-types';

export interface ProviderClient {
  /** Provider calls that record into the terminal through `connection.record`. */
  connect(connection: ProviderConnection): ProviderCalls;
}

type Fetch = typeof fetch;

export interface ProviderClientOptions {
  fetch?: Fetch;
  /** Origin of our server; '' (same origin) in the browser, a loopback URL in tests. */
  apiBaseUrl?: string;
}

function apiTitle(endpointId: string): string {
  const endpoint = providerEndpointById(endpointId);
  return endpoint ? providerApis[endpoint.api].title : 'Provider';
}

/** The absolute URL the terminal shows for a request (the provider's, not our proxy's). */
function providerUrl(request: ProviderRequest, baseUrl: string): string {
  if (/^https?:\/\//.test(request.url)) return request.url;
  return `${baseUrl}${request.url}`;
}

/** The body our proxy route expects for a call. */
function proxyBody(request: ProviderRequest): unknown {
  if (request.route === 'hpp') return request.payload;
  return { method: request.method, url: request.url, payload: request.payload };
}

function failureFromStatus(status: number): ProviderCallFailure {
  if (status === 502) return 'unreachable';
  if (status === 504) return 'timeout';
  if (status >= 400 && status < 500) return 'refused';
  return 'unreadable';
}

function createTransport(
  fetchImpl: Fetch,
  apiBaseUrl: string,
  connection: ProviderConnection,
): ProviderTransport {
  return async (request) => {
    const api = apiTitle(request.endpoint);
    const url = providerUrl(request, connection.providerBaseUrl);
    const requestBody = request.payload === undefined ? undefined : maskedForLog(request.payload);
    connection.record({
      title: request.title,
      type: 'request',
      api,
      method: request.method,
      url,
      ...(requestBody === undefined ? {} : { body: requestBody }),
      icon: 'request',
    });

    const fail = (message: string, failure: ProviderCallFailure, status: number): never => {
      connection.record({
        title: failureEvents.requestFailed,
        type: 'response',
        api,
        method: request.method,
        url,
        ...(status > 0 ? { status } : {}),
        plainText: `${request.title}: ${message}`,
        icon: 'error',
      });
      throw new ProviderCallError(message, failure, status);
    };

    let response: Response;
    try {
      response = await fetchImpl(`${apiBaseUrl}/api/${request.route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [environmentHeader]: connection.environment,
        },
        body: JSON.stringify(proxyBody(request)),
        ...(connection.signal ? { signal: connection.signal } : {}),
      });
    } catch (error) {
      // A cancelled flow is not a failure to report.
      if (connection.signal?.aborted) throw error;
      return fail('The demo server could not be reached.', 'network', 0);
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return fail(
        `The demo server sent an unreadable answer (HTTP ${response.status}).`,
        'unreadable',
        response.status,
      );
    }
    if (response.status !== 200) {
      const error = apiErrorSchema.safeParse(body);
      const message = error.success ? error.data.message : `HTTP ${response.status}`;
      return fail(message, failureFromStatus(response.status), response.status);
    }
    const result = providerResultSchema.safeParse(body);
    if (!result.success) {
      return fail('The demo server sent an answer of an unexpected shape.', 'unreadable', 200);
    }
    const answer = result.data;
    // Recorded to `recordedDepth` levels whatever its depth, so the answer is in the terminal.
    const responseBody = toJsonValue(answer.body);
    connection.record({
      title: request.title,
      type: 'response',
      api,
      method: answer.method,
      url: answer.url,
      status: answer.status,
      responseTime: Math.round(answer.responseTime),
      ...(responseBody === undefined || responseBody === null ? {} : { body: responseBody }),
      icon: answer.status >= 500 ? 'error' : answer.status >= 400 ? 'warning' : 'response',
    });
    // No provider answer nests like this; reading one would overflow the stack of every walk
    // over it (schemas, the store), so the journey stops with a clear message instead.
    if (nestingDepth(answer.body, recordedDepth) > recordedDepth) {
      return fail(
        `The provider's answer nests deeper than ${recordedDepth} levels, so the demo does not read it.`,
        'unreadable',
        answer.status,
      );
    }
    return answer;
  };
}

export function createProviderClient(options: ProviderClientOptions = {}): ProviderClient {
  const fetchImpl: Fetch = options.fetch ?? ((...args) => fetch(...args));
  const apiBaseUrl = options.apiBaseUrl ?? '';
  return {
    connect(connection) {
      return createProviderCalls(createTransport(fetchImpl, apiBaseUrl, connection), connection);
    },
  };
}
