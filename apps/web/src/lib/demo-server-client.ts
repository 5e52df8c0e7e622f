// The one client of the demo server's own API (ARCHITECTURE §3; apps/server routes/, every path
// and shape in @sjd/contracts site/): the environment config, the visitor's demo clock, the
// webhook inspector, Resend, the delivery faults and the scenario triggers. Provider calls go
// through the proxy's client (provider-client.ts); the event stream is an EventSource of its own
// (features/webhooks webhook-stream.ts).
// One convention for every call: the answer is parsed with the route's contract schema and
// returned; anything else throws an ApiRequestError with the server's message (status 0: the
// server could not be reached). A connection bound to a terminal trigger (`record`, what the
// journey runner gives a flow) records each request and answer in the trail, as the provider
// client does; without `record` the call is the chrome reading what it shows (the config at
// start, the clock's face, the inspector's panel), which is not a step of the visitor's journey.
import type * as z from 'zod/mini';
import {
  apiErrorSchema,
  demoClockStateSchema,
  environmentConfigSchema,
  environmentHeader,
  sitePaths,
  webhookEventsAnswerSchema,
  webhookEventsUrl,
  webhookFaultsAnswerSchema,
  webhookResendAnswerSchema,
  webhookResendUrl,
  webhookScenarioAnswerSchema,
  type DemoClockMove,
  type DemoClockState,
  type EnvironmentConfig,
  type EnvironmentName,
  type HttpMethod,
  type VisitorFaultSettings,
  type WebhookEventsAnswer,
  type WebhookFaultsAnswer,
  type WebhookResendAnswer,
  type WebhookScenarioAnswer,
  type WebhookScenarioRequest,
} from '@sjd/contracts';
import { failureEvents, type ApiEvent } from '../features/event-log';
import { ApiRequestError } from './api-request-error';
import { toJsonValue } from './event-body';

export { ApiRequestError } from './api-request-error';

/** What a flow (or a screen's reading) binds the calls to. */
export interface DemoServerConnection {
  environment: EnvironmentName;
  /** Records each request and answer under the flow's current trigger. */
  record?: (event: ApiEvent) => void;
  signal?: AbortSignal;
}

/** The demo server's API, call by call; each resolves with the parsed answer or throws. */
export interface DemoServerCalls {
  config(): Promise<EnvironmentConfig>;
  clock(): Promise<DemoClockState>;
  moveClock(move: DemoClockMove, title: string): Promise<DemoClockState>;
  webhookEvents(transactionReference: string): Promise<WebhookEventsAnswer>;
  resendWebhook(
    eventId: string,
    transactionReference: string,
    title: string,
  ): Promise<WebhookResendAnswer>;
  webhookFaults(): Promise<WebhookFaultsAnswer>;
  saveWebhookFaults(faults: VisitorFaultSettings, title: string): Promise<WebhookFaultsAnswer>;
  triggerScenario(request: WebhookScenarioRequest, title: string): Promise<WebhookScenarioAnswer>;
}

export interface DemoServerClient {
  connect(connection: DemoServerConnection): DemoServerCalls;
}

export interface DemoServerClientOptions {
  fetch?: typeof fetch;
  /** Origin of our server; '' (same origin) in the browser, a loopback URL in tests. */
  apiBaseUrl?: string;
}

/** One call: where it goes, what it sends, how its answer reads and what the trail calls it. */
interface ServerCall<T> {
  method: HttpMethod;
  url: string;
  body?: unknown;
  schema: z.ZodMiniType<T>;
  title: string;
  /** The API the terminal names: the clock is its own, the rest the demo server's. */
  api: string;
}

export const demoServerApi = 'Demo server';
export const demoClockApi = 'Demo clock';

const statusIcon = (status: number): ApiEvent['icon'] =>
  status >= 500 ? 'error' : status >= 400 ? 'warning' : 'response';

type Fetch = typeof fetch;

/** Sends one call; records it when the connection is bound to a trigger. */
async function send<T>(
  fetchImpl: Fetch,
  apiBaseUrl: string,
  connection: DemoServerConnection,
  call: ServerCall<T>,
): Promise<T> {
  const { method, url, title, api } = call;
  const record = connection.record ?? (() => undefined);
  const body = call.body === undefined ? undefined : toJsonValue(call.body);
  record({ title, type: 'request', api, method, url, icon: 'request', ...(body && { body }) });
  const failed = (message: string, status: number): never => {
    record({
      title: failureEvents.requestFailed,
      type: 'response',
      api,
      method,
      url,
      ...(status > 0 ? { status } : {}),
      plainText: `${title}: ${message}`,
      icon: 'error',
    });
    throw new ApiRequestError(message, status);
  };

  const started = performance.now();
  let response: Response;
  try {
    response = await fetchImpl(`${apiBaseUrl}${url}`, {
      method,
      headers: {
        accept: 'application/json',
        [environmentHeader]: connection.environment,
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
      ...(connection.signal ? { signal: connection.signal } : {}),
    });
  } catch (error) {
    // A cancelled flow is not a failure to report.
    if (connection.signal?.aborted) throw error;
    return failed('The demo server could not be reached.', 0);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return failed(
      `The demo server sent an unreadable answer (HTTP ${response.status}).`,
      response.status,
    );
  }
  const answered = toJsonValue(json);
  record({
    title,
    type: 'response',
    api,
    method,
    url,
    status: response.status,
    responseTime: Math.round(performance.now() - started),
    ...(answered === undefined ? {} : { body: answered }),
    icon: statusIcon(response.status),
  });
  return answerOf(response.status, json, call.schema);
}

/** The parsed answer, or the server's refusal as an ApiRequestError. */
function answerOf<T>(status: number, json: unknown, schema: z.ZodMiniType<T>): T {
  if (status < 200 || status > 299) {
    const error = apiErrorSchema.safeParse(json);
    throw new ApiRequestError(
      error.success ? error.data.message : `The demo server answered ${status}.`,
      status,
      error.success ? error.data.error : undefined,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiRequestError('The demo server answered something unexpected.', status);
  }
  return parsed.data;
}

const server = demoServerApi;
const clock = demoClockApi;

/** Each call of the API: its route (@sjd/contracts sitePaths), schema and words in the trail. */
function callsOf(
  environment: EnvironmentName,
  call: <T>(spec: ServerCall<T>) => Promise<T>,
): DemoServerCalls {
  return {
    config: () =>
      call({
        method: 'GET',
        url: `${sitePaths.config}?environment=${environment}`,
        schema: environmentConfigSchema,
        title: 'Environment config',
        api: server,
      }),
    clock: () =>
      call({
        method: 'GET',
        url: sitePaths.clock,
        schema: demoClockStateSchema,
        title: 'Read the demo clock',
        api: clock,
      }),
    moveClock: (move, title) =>
      call({
        method: 'POST',
        url: sitePaths.clock,
        body: move,
        schema: demoClockStateSchema,
        title,
        api: clock,
      }),
    webhookEvents: (reference) =>
      call({
        method: 'GET',
        url: webhookEventsUrl(reference),
        schema: webhookEventsAnswerSchema,
        title: 'Webhook deliveries',
        api: server,
      }),
    resendWebhook: (eventId, transactionReference, title) =>
      call({
        method: 'POST',
        url: webhookResendUrl(eventId),
        body: { transactionReference },
        schema: webhookResendAnswerSchema,
        title,
        api: server,
      }),
    webhookFaults: () =>
      call({
        method: 'GET',
        url: sitePaths.webhookFaults,
        schema: webhookFaultsAnswerSchema,
        title: 'Webhook faults',
        api: server,
      }),
    saveWebhookFaults: (faults, title) =>
      call({
        method: 'PUT',
        url: sitePaths.webhookFaults,
        body: { faults },
        schema: webhookFaultsAnswerSchema,
        title,
        api: server,
      }),
    triggerScenario: (request, title) =>
      call({
        method: 'POST',
        url: sitePaths.webhookScenarios,
        body: request,
        schema: webhookScenarioAnswerSchema,
        title,
        api: server,
      }),
  };
}

export function createDemoServerClient(options: DemoServerClientOptions = {}): DemoServerClient {
  const fetchImpl: Fetch = options.fetch ?? ((...args) => fetch(...args));
  const apiBaseUrl = options.apiBaseUrl ?? '';
  return {
    connect: (connection) =>
      callsOf(connection.environment, (spec) => send(fetchImpl, apiBaseUrl, connection, spec)),
  };
}
