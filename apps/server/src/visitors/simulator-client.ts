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
}

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

export function simulatorClient(
  profile: ProviderProfile,
  timeoutMs: number,
  dispatcher?: Dispatcher,
): SimulatorClient {
  const auth = `Basic ${Buffer.from(`${profile.username}:${profile.password}`).toString('base64')}`;
  const base = profile.baseUrl.replace(/\/$/, '');

  /** One call; its answer must have the `expected` status and fit `schema`. */
  async function call<T>(
    request: { method: string; path: string; body?: unknown },
    expected: number,
    schema: z.ZodMiniType<T>,
  ): Promise<SimulatorResult<T>> {
    const { method, path, body } = request;
    let status: number;
    let json: unknown;
    try {
      const init: RequestInit & { dispatcher?: Dispatcher } = {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(profile.simulatorKey ? { [simulatorKeyHeader]: profile.simulatorKey } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        ...(dispatcher ? { dispatcher } : {}),
      };
      const answer = await fetch(`${base}${path}`, init);
      status = answer.status;
      json = parseOrNull(await answer.text());
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        ok: false,
        status: null,
        timedOut,
        error: null,
        message: timedOut
          ? `The sandbox did not answer within ${timeoutMs} ms`
          : 'The sandbox could not be reached',
      };
    }
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

  return {
    events: async (reference) => {
      const path = `${simulatorPaths.webhooks}?transactionReference=${encodeURIComponent(reference)}`;
      const result = await call({ method: 'GET', path }, 200, simulatorEventsSchema);
      return result.ok ? { ok: true, value: result.value.events } : result;
    },
    resend: (eventId) =>
      call(
        { method: 'POST', path: pathWith(simulatorPaths.resend, 'eventId', eventId) },
        202,
        simulatorEventSchema,
      ),
    setFaults: (transactionReferences, faults) =>
      call(
        { method: 'PUT', path: simulatorPaths.faults, body: { transactionReferences, faults } },
        204,
        z.null(),
      ),
    scenario: (scenario, transactionReference) =>
      call(
        {
          method: 'POST',
          path: simulatorPaths.scenarios,
          body: { scenario, transactionReference, entity: profile.entity },
        },
        200,
        webhookScenarioAnswerSchema,
      ),
    clock: (clockId, move) =>
      call(
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
