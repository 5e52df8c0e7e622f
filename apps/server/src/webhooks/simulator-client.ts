// The demo server's calls to the built-in sandbox's simulator routes (issue 30; packages/sandbox
// api/simulator-routes.ts): its delivery records of an event, a resend, the faults of a
// visitor's references, a scenario trigger. Only with the built-in sandbox (no PROVIDER_BASE_URL):
// a real provider has no such API. Sent with the sandbox's Basic credentials (the try profile's),
// never with anything a browser sent; the routes that call these check first that the
// reference is the calling visitor's (routes/webhook-inspector.ts).
import { simulatorKeyHeader } from '@sjd/sandbox';
import type { Dispatcher } from 'undici';
import type { ProviderProfile } from '../config/env';

export interface SimulatorAnswer {
  status: number;
  json: unknown;
}

export interface SimulatorClient {
  events(transactionReference: string): Promise<SimulatorAnswer>;
  resend(eventId: string): Promise<SimulatorAnswer>;
  setFaults(
    transactionReferences: string[],
    faults: Record<string, boolean>,
  ): Promise<SimulatorAnswer>;
  scenario(scenario: string, transactionReference: string): Promise<SimulatorAnswer>;
}

/** The answer's JSON, or null when it is empty or not JSON (the route then says so). */
function parseOrNull(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function simulatorClient(
  profile: ProviderProfile,
  timeoutMs: number,
  dispatcher?: Dispatcher,
): SimulatorClient {
  const auth = `Basic ${Buffer.from(`${profile.username}:${profile.password}`).toString('base64')}`;
  const base = profile.baseUrl.replace(/\/$/, '');
  async function call(method: string, path: string, body?: unknown): Promise<SimulatorAnswer> {
    const init: RequestInit & { dispatcher?: Dispatcher } = {
      method,
      headers: {
        authorization: auth,
        ...(profile.simulatorKey ? { [simulatorKeyHeader]: profile.simulatorKey } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      ...(dispatcher ? { dispatcher } : {}),
    };
    const answer = await fetch(`${base}${path}`, init);
    const text = await answer.text();
    return { status: answer.status, json: parseOrNull(text) };
  }
  return {
    events: (reference) =>
      call('GET', `/_sandbox/webhooks?transactionReference=${encodeURIComponent(reference)}`),
    resend: (eventId) => call('POST', `/_sandbox/webhooks/${encodeURIComponent(eventId)}/resend`),
    setFaults: (transactionReferences, faults) =>
      call('PUT', '/_sandbox/webhooks/faults', { transactionReferences, faults }),
    scenario: (scenario, transactionReference) =>
      call('POST', '/_sandbox/scenarios', {
        scenario,
        transactionReference,
        entity: profile.entity,
      }),
  };
}
