// @vitest-environment node
// The one client of the demo server's own API: each answer parsed with its route's contract, one
// error for every failure (the server's message and code, status 0 when unreachable), each call
// recorded when bound to a trigger and not otherwise.
import { describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '../features/event-log';
import { sampleEnvironmentConfig } from '../test/fixtures';
import { ApiRequestError, createDemoServerClient } from './demo-server-client';

function client(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  const recorded: ApiEvent[] = [];
  const connect = (record = true) =>
    createDemoServerClient({ fetch, apiBaseUrl: 'http://127.0.0.1:1' }).connect({
      environment: 'try',
      ...(record ? { record: (event: ApiEvent) => recorded.push(event) } : {}),
    });
  return { fetch, recorded, connect };
}

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status });

describe('the demo server client', () => {
  it('parses an answer with the contract and records the call under the trigger', async () => {
    const moved = { now: '2026-11-28T09:00:00.000Z', offsetMs: 86_400_000 };
    const { fetch, recorded, connect } = client(json(200, moved));
    await expect(
      connect().moveClock({ advance: '1d' }, 'Move the demo clock (+1 day)'),
    ).resolves.toEqual(moved);
    expect(fetch).toHaveBeenCalledWith(
      'http://127.0.0.1:1/api/clock',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ advance: '1d' }),
        headers: expect.objectContaining({ 'x-sjd-environment': 'try' }),
      }),
    );
    expect(recorded.map((e) => [e.type, e.api, e.status, e.icon])).toEqual([
      ['request', 'Demo clock', undefined, 'request'],
      ['response', 'Demo clock', 200, 'response'],
    ]);
  });

  it("throws the server's refusal with its message, code and status, recorded as a warning", async () => {
    const { recorded, connect } = client(
      json(409, { error: 'clockBusy', message: 'A provider call of yours is under way.' }),
    );
    const refusal = await connect()
      .moveClock({ advance: '1h' }, 'Move')
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiRequestError);
    expect(refusal).toMatchObject({
      message: 'A provider call of yours is under way.',
      status: 409,
      code: 'clockBusy',
    });
    expect(recorded.at(-1)).toMatchObject({ status: 409, icon: 'warning' });
  });

  it('refuses an answer of another shape', async () => {
    const { connect } = client(json(200, { now: 'soon' }));
    await expect(connect().clock()).rejects.toThrow(
      'The demo server answered something unexpected.',
    );
  });

  it("records 'Request failed' when the server cannot be reached", async () => {
    const { recorded, connect } = client(() => Promise.reject(new TypeError('fetch failed')));
    await expect(
      connect().triggerScenario(
        { transactionReference: 'SJD-1', scenario: 'chargeback' },
        'Scenario: Chargeback',
      ),
    ).rejects.toMatchObject({ status: 0, message: 'The demo server could not be reached.' });
    expect(recorded.at(-1)).toMatchObject({ title: 'Request failed', icon: 'error' });
  });

  it('records nothing for the chrome’s own readings', async () => {
    const { recorded, connect } = client(json(200, sampleEnvironmentConfig));
    await expect(connect(false).config()).resolves.toEqual(sampleEnvironmentConfig);
    expect(recorded).toEqual([]);
  });
});
