// The provider client against a scripted fetch: what it sends to our proxy routes, what it
// records in the terminal, and how each kind of failure is told apart (a flow test covers the
// real server and sandbox).
import { describe, expect, it, vi } from 'vitest';
import type { ApiEvent } from '../features/event-log/event-log-types';
import { createProviderClient, ProviderCallError } from './provider-client';
import { scenarioCard } from '@sjd/sandbox/scenarios';

const base = 'http://localhost:3001';
const tokenHref = `${base}/tokens/T1`;

function scripted(status: number, body: unknown, raw = false) {
  return vi.fn(async () =>
    raw
      ? new Response(String(body), { status })
      : new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
  );
}

const answer = (status: number, body: unknown, endpoint = 'deleteToken') => ({
  status,
  body,
  responseTime: 12.4,
  correlationId: 'c-1',
  endpoint,
  method: 'DELETE',
  url: tokenHref,
});

function connect(fetchImpl: typeof fetch, environment: 'try' | 'live' = 'try') {
  const events: ApiEvent[] = [];
  const calls = createProviderClient({ fetch: fetchImpl, apiBaseUrl: 'http://demo.test' }).connect({
    environment,
    providerBaseUrl: base,
    record: (event) => events.push(event),
  });
  return { calls, events };
}

describe('provider client', () => {
  it('sends {method, url, payload} to /api/wpservices with the environment header and records both ends', async () => {
    const fetchImpl = scripted(200, {
      ...answer(
        200,
        {
          outcome: 'lowRisk',
          transactionReference: 'R1',
          score: 44.2,
          riskProfile: { href: `${base}/riskProfile/x` },
        },
        'fraudAssessment',
      ),
      method: 'POST',
      url: `${base}/fraudsight/assessment`,
    });
    const { calls, events } = connect(fetchImpl, 'live');
    const payload = {
      transactionReference: 'R1',
      merchant: { entity: 'default' },
      instruction: {
        paymentInstrument: {
          type: 'card/front' as const,
          cardNumber: scenarioCard('challenge'),
          cardExpiryDate: { month: 5, year: 2035 },
        },
        value: { currency: 'GBP', amount: 100 },
      },
    };
    const result = await calls.assessFraud(payload);

    expect(result.outcome).toBe('lowRisk');
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://demo.test/api/wpservices',
      expect.objectContaining({
        method: 'POST',
        headers: expect.objectContaining({ 'x-sjd-environment': 'live' }),
        body: JSON.stringify({ method: 'POST', url: '/fraudsight/assessment', payload }),
      }),
    );
    expect(events).toEqual([
      {
        title: 'FraudSight assessment',
        type: 'request',
        api: 'FraudSight',
        method: 'POST',
        url: `${base}/fraudsight/assessment`,
        body: {
          ...payload,
          instruction: {
            ...payload.instruction,
            paymentInstrument: {
              ...payload.instruction.paymentInstrument,
              cardNumber: '400000******1091',
            },
          },
        },
        icon: 'request',
      },
      expect.objectContaining({
        type: 'response',
        status: 200,
        responseTime: 12,
        icon: 'response',
      }),
    ]);
  });

  it('sends Payments API calls to /api/payments and follows action hrefs as given', async () => {
    const fetchImpl = scripted(200, {
      ...answer(201, { outcome: 'authorized', transactionReference: 'R1' }, 'complete3dsChallenge'),
      method: 'POST',
      url: `${base}/api/payments/abc/3dsChallenges`,
    });
    const { calls, events } = connect(fetchImpl);
    const action = { href: `${base}/api/payments/abc/3dsChallenges`, method: 'POST' as const };
    expect((await calls.followPaymentAction('Complete 3DS challenge', action)).outcome).toBe(
      'authorized',
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://demo.test/api/payments',
      expect.objectContaining({
        body: JSON.stringify({ method: 'POST', url: action.href }),
      }),
    );
    expect(events[0]).toMatchObject({ api: 'Payments API', url: action.href, method: 'POST' });
  });

  it('sends the hosted payment page request to /api/hpp as the body itself', async () => {
    const page = {
      url: `${base}/app/hpp/integration/transaction/abc`,
      _links: { self: { href: `${base}/paymentQueries/payments?transactionReference=R1` } },
    };
    const fetchImpl = scripted(200, {
      ...answer(200, page, 'createPaymentPage'),
      method: 'POST',
      url: `${base}/payment_pages`,
    });
    const { calls, events } = connect(fetchImpl);
    const payload = {
      transactionReference: 'R1',
      merchant: { entity: 'default' },
      narrative: { line1: 'Smart Journey Demo' },
      value: { currency: 'GBP', amount: 1600 },
    };
    expect((await calls.createPaymentPage(payload)).url).toBe(page.url);
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://demo.test/api/hpp',
      expect.objectContaining({ body: JSON.stringify(payload) }),
    );
    expect(events[0]).toMatchObject({ api: 'Hosted Payment Pages', url: `${base}/payment_pages` });
  });

  it('counts a 404 on delete as deleted', async () => {
    const { calls } = connect(
      scripted(200, answer(404, { errorName: 'resourceNotFound', message: 'x' })),
    );
    await expect(calls.deleteToken(tokenHref)).resolves.toBe('notFound');
  });

  it.each([
    [
      'our server refused the request',
      scripted(400, { error: 'urlNotAllowed', message: 'Not a provider URL' }),
      'refused',
      400,
      'Not a provider URL',
    ],
    [
      'the provider is unreachable',
      scripted(502, { error: 'providerUnreachable', message: 'The provider could not be reached' }),
      'unreachable',
      502,
      'could not be reached',
    ],
    [
      'the provider timed out',
      scripted(504, { error: 'providerTimeout', message: 'No answer in 15 s' }),
      'timeout',
      504,
      'No answer',
    ],
    [
      'our server is down',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
      'network',
      0,
      'could not be reached',
    ],
    ['the answer is not JSON', scripted(200, '<html>', true), 'unreadable', 200, 'unreadable'],
    [
      'the answer is not a provider result',
      scripted(200, { hello: 'world' }),
      'unreadable',
      200,
      'unexpected shape',
    ],
    [
      'the provider body breaks the contract',
      scripted(200, { ...answer(200, { tokenId: 7 }, 'getToken'), method: 'GET' }),
      'unreadable',
      200,
      'contract',
    ],
  ])('%s → %s, recorded as Request failed', async (_name, fetchImpl, failure, status, message) => {
    const { calls, events } = connect(fetchImpl);
    const error = await calls.getToken(tokenHref).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderCallError);
    expect(error).toMatchObject({ failure, status, isRequestFailure: true });
    expect(events.at(-1)).toMatchObject({ title: 'Request failed', icon: 'error', api: 'Tokens' });
    expect(events.at(-1)?.plainText).toContain(message);
  });

  it("a provider error answer is a response in the terminal and a 'providerError', not Request failed", async () => {
    const envelope = {
      errorName: 'internalErrorOccurred',
      message: 'We cannot currently process your request.',
    };
    const { calls, events } = connect(
      scripted(200, { ...answer(500, envelope, 'getToken'), method: 'GET' }),
    );
    const error = await calls.getToken(tokenHref).catch((e: unknown) => e);
    expect(error).toMatchObject({
      failure: 'providerError',
      status: 500,
      providerError: envelope,
      isRequestFailure: false,
    });
    expect(events.map((e) => [e.type, e.title, e.icon])).toEqual([
      ['request', 'Get token', 'request'],
      ['response', 'Get token', 'error'],
    ]);
  });

  it('an answer nested 3,000 deep is in the terminal (bounded) and fails with a clear message', async () => {
    let deep: unknown = { end: true };
    for (let level = 0; level < 3000; level += 1) deep = { a: deep };
    const { calls, events } = connect(
      scripted(200, { ...answer(200, deep, 'getToken'), method: 'GET' }),
    );
    const error = await calls.getToken(tokenHref).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'unreadable', status: 200 });
    expect(error).toHaveProperty('message', expect.stringContaining('deeper than 64 levels'));
    expect(events.map((e) => [e.type, e.title, e.status])).toEqual([
      ['request', 'Get token', undefined],
      ['response', 'Get token', 200],
      ['response', 'Request failed', 200],
    ]);
    // The recorded body stops at 64 levels with a note: every walk over it stays shallow.
    let recorded: unknown = events[1]?.body;
    let levels = 0;
    while (typeof recorded === 'object' && recorded !== null && 'a' in recorded) {
      recorded = recorded.a;
      levels += 1;
    }
    expect(levels).toBe(64);
    expect(recorded).toBe('… nested deeper than 64 levels: not recorded');
  });
});
