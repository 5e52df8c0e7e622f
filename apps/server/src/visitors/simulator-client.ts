// The demo server's one client of the built-in sandbox's simulator routes (packages/sandbox
// api/simulator-routes.ts and api/demo-clocks.ts; shapes in @sjd/contracts simulator.ts): an
// event's delivery records, a resend, the faults of a visitor's references, a scenario trigger,
// a visitor's demo clock. Only with the built-in sandbox (no PROVIDER_BASE_URL): a real provider
// has no such API. Sent with the sandbox's Basic credentials and the simulator key only the
// server holds, never with anything a browser sent; whoever calls these has checked first that
// the reference or clock is the calling visitor's. Every answer is parsed with its contract: a
// shape it does not describe is a failure, like no answer at all.
import type { Dispatcher } from 'undici';
import * as z from 'zod/mini';
import {
  simulatorClockSchema,
  simulatorErrorSchema,
  simulatorEventSchema,
  simulatorEventsSchema,
  simulatorPaths,
  webhookScenarioAnswerSchema,
  type SimulatorClock,
  type SimulatorClockMove,
  type SimulatorEvent,
  type SimulatorFaults,
  type WebhookScenarioAnswer,
  type WebhookScenarioName,
} from '@sjd/contracts';
import { simulatorKeyHeader } from '@sjd/sandbox';
import type { ProviderProfile } from '../config/env';

/** Why a simulator call gave nothing usable. */
export interface SimulatorFailure {
  ok: false;
  /** The sandbox's status; null when it did not answer (unreachable, or too late). */
  status: number | null;
  timedOut: boolean;
  /** The sandbox's error envelope, when it sent one. */
  error: { errorName: string; message: string } | null;
  /** In words: the sandbox's own message, or what went wrong. */
  message: string;
}

export type SimulatorResult<T> = { ok: true; value: T } | SimulatorFailure;

export interface SimulatorClient {
  /** The reference's events, sent or not, with every delivery attempt. */
  events(transactionReference: string): Promise<SimulatorResult<SimulatorEvent[]>>;
  /** The event due again now (202). */
  resend(eventId: string): Promise<SimulatorResult<SimulatorEvent>>;
  /** The provider's side of a visitor's faults, for up to 50 references (204). */
  setFaults(
    transactionReferences: string[],
    faults: SimulatorFaults,
  ): Promise<SimulatorResult<null>>;
  scenario(
    scenario: WebhookScenarioName,
    transactionReference: string,
  ): Promise<SimulatorResult<WebhookScenarioAnswer>>;
  /** Reads a demo clock (with no move) or moves it. */
  clock(clockId: string, move: SimulatorClockMove | null): Promise<SimulatorResult<SimulatorClock>>;
  /**
   * The same client acting as the merchant `credentials` name (a visitor's own, visitors.ts): the
   * sandbox then shows and changes only that merchant's events, faults, payments and clocks.
   */
  as(credentials: SandboxCredentials): SimulatorClient;
}

/** A merchant's Basic credentials at the built-in sandbox. */
export interface SandboxCredentials {
  username: string;
  password: string;
}

const basicAuthorization = ({ username, password }: SandboxCredentials) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** The answer's JSON, or null when it is empty or not JSON. */
function parseOrNull(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const pathWith = (path: string, name: string, value: string) =>
  path.replace(`:${name}`, encodeURIComponent(value));

/** Where and how the calls go: the sandbox's base URL, its headers, the time allowed. */
interface SimulatorTarget {
  base: string;
  headers: Record<string, string>;
  timeoutMs: number;
  dispatcher: Dispatcher | undefined;
}

interface SimulatorRequest {
  method: string;
  path: string;
  body?: unknown;
}

/** The status and JSON of one call, or the failure of a call that got no answer. */
async function send(
  target: SimulatorTarget,
  { method, path, body }: SimulatorRequest,
): Promise<{ status: number; json: unknown } | SimulatorFailure> {
  const init: RequestInit & { dispatcher?: Dispatcher } = {
    method,
    headers: {
      ...target.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    redirect: 'manual',
    signal: AbortSignal.timeout(target.timeoutMs),
    ...(target.dispatcher ? { dispatcher: target.dispatcher } : {}),
  };
  try {
    const answer = await fetch(`${target.base}${path}`, init);
    return { status: answer.status, json: parseOrNull(await answer.text()) };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      ok: false,
      status: null,
      timedOut,
      error: null,
      message: timedOut
        ? `The sandbox did not answer within ${target.timeoutMs} ms`
        : 'The sandbox could not be reached',
    };
  }
}

/** One call; its answer must have the `expected` status and fit `schema`. */
async function call<T>(
  target: SimulatorTarget,
  request: SimulatorRequest,
  expected: number,
  schema: z.ZodMiniType<T>,
): Promise<SimulatorResult<T>> {
  const answer = await send(target, request);
  if ('ok' in answer) return answer;
  const { status, json } = answer;
  if (status === expected) {
    const parsed = schema.safeParse(json);
    if (parsed.success) return { ok: true, value: parsed.data };
  }
  const envelope = simulatorErrorSchema.safeParse(json);
  const error = envelope.success
    ? { errorName: envelope.data.errorName, message: envelope.data.message }
    : null;
  return {
    ok: false,
    status,
    timedOut: false,
    error,
    message:
      error?.message ??
      (status === expected
        ? `The sandbox answered ${status} with something unexpected`
        : `The sandbox answered ${status}`),
  };
}

export function simulatorClient(
  profile: ProviderProfile,
  timeoutMs: number,
  dispatcher?: Dispatcher,
): SimulatorClient {
  const target: SimulatorTarget = {
    base: profile.baseUrl.replace(/\/$/, ''),
    headers: {
      authorization: basicAuthorization(profile),
      accept: 'application/json',
      ...(profile.simulatorKey ? { [simulatorKeyHeader]: profile.simulatorKey } : {}),
    },
    timeoutMs,
    dispatcher,
  };
  return clientOf(target, profile.entity);
}

function clientOf(target: SimulatorTarget, entity: string): SimulatorClient {
  return {
    as: (credentials) =>
      clientOf(
        {
          ...target,
          headers: { ...target.headers, authorization: basicAuthorization(credentials) },
        },
        entity,
      ),
    events: async (reference) => {
      const path = `${simulatorPaths.webhooks}?transactionReference=${encodeURIComponent(reference)}`;
      const result = await call(target, { method: 'GET', path }, 200, simulatorEventsSchema);
      return result.ok ? { ok: true, value: result.value.events } : result;
    },
    resend: (eventId) =>
      call(
        target,
        { method: 'POST', path: pathWith(simulatorPaths.resend, 'eventId', eventId) },
        202,
        simulatorEventSchema,
      ),
    setFaults: (transactionReferences, faults) =>
      call(
        target,
        { method: 'PUT', path: simulatorPaths.faults, body: { transactionReferences, faults } },
        204,
        z.null(),
      ),
    scenario: (scenario, transactionReference) =>
      call(
        target,
        {
          method: 'POST',
          path: simulatorPaths.scenarios,
          body: { scenario, transactionReference, entity },
        },
        200,
        webhookScenarioAnswerSchema,
      ),
    clock: (clockId, move) =>
      call(
        target,
        {
          method: move === null ? 'GET' : 'POST',
          path: pathWith(simulatorPaths.demoClocks, 'clockId', clockId),
          ...(move === null ? {} : { body: move }),
        },
        200,
        simulatorClockSchema,
      ),
  };
}
