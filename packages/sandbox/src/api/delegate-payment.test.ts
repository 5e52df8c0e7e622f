// The agentic commerce delegate payment (issue 34, item 11): POST
// /sessions/agentic_commerce/delegate_payment answered 404. Every answer here is checked against
// the contracts (the 201 and the flat error object), and the token is spent through the Payments
// API as the provider documents (`paymentInstrument: { type: 'delegate', sessionHref }`).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  delegatePaymentErrorSchema,
  delegatePaymentPath,
  delegatePaymentResponseSchema,
} from '@sjd/contracts';
import {
  applyMutation,
  fuzzParameters,
  fuzzTestTimeoutMs,
  jsonArb,
  mutationArb,
  seedOf,
} from '../test/arbitraries';
import { paymentRequest, stringAt } from '../test/fixtures';
import { publicUrl, startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const headers = {
  authorization: 'Bearer sjd-demo-secret',
  'content-type': 'application/json',
  'api-version': '2025-09-29',
};

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function delegation(o: { name?: string; number?: string; maxAmount?: number } = {}) {
  return {
    payment_method: {
      type: 'card',
      card_number_type: 'fpan',
      number: o.number ?? '4000000000001000',
      exp_month: '12',
      exp_year: '2035',
      name: o.name ?? 'Jane Doe',
      cvc: '123',
      checks_performed: ['avs', 'cvv'],
      iin: '400000',
      display_card_funding_type: 'credit',
      display_brand: 'visa',
      display_last4: '1000',
      metadata: { issuing_bank: 'temp' },
    },
    allowance: {
      reason: 'one_time',
      max_amount: o.maxAmount ?? 2000,
      currency: 'gbp',
      checkout_session_id: 'csn_01HV3P3',
      merchant_id: 'acme',
      expires_at: inAnHour(),
    },
    billing_address: {
      name: 'Jane Doe',
      line_one: '1 Main Street',
      city: 'Dublin',
      state: 'D',
      country: 'IE',
      postal_code: 'D02',
    },
    risk_signals: [{ type: 'card_testing', score: 10, action: 'manual_review' }],
    metadata: { source: 'agent_checkout' },
  };
}

async function delegate(body: unknown, extra: Record<string, string | undefined> = {}) {
  const all = Object.fromEntries(
    Object.entries({ ...headers, ...extra }).filter(
      (e): e is [string, string] => e[1] !== undefined,
    ),
  );
  const res = await sandbox.app.inject({
    method: 'POST',
    url: delegatePaymentPath,
    headers: all,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json: unknown = res.json();
  // Every answer is the documented shape: the 201, or the flat error object.
  if (res.statusCode === 201) delegatePaymentResponseSchema.parse(json);
  else delegatePaymentErrorSchema.parse(json);
  return { status: res.statusCode, json, headers: res.headers, raw: res.body };
}

const token = async (o: Parameters<typeof delegation>[0] = {}) =>
  stringAt((await delegate(delegation(o))).json, 'id');

/** A Payments API payment with the delegate token. */
function pay(sessionHref: string, amount = 1500, extra: Record<string, unknown> = {}) {
  const body = paymentRequest({ amount });
  const instruction = {
    ...body.instruction,
    paymentInstrument: { type: 'delegate', sessionHref },
    ...extra,
  };
  return sandbox.call('payment', { body: { ...body, instruction } });
}

const fieldError = (jsonPath: string, errorName = 'fieldHasInvalidValue') => ({
  errorName: 'bodyDoesNotMatchSchema',
  validationErrors: [expect.objectContaining({ errorName, jsonPath })],
});

describe('POST /sessions/agentic_commerce/delegate_payment', () => {
  it('answers 201 with the delegate token, a session href, and the correlation data', async () => {
    const res = await delegate(delegation(), {
      'idempotency-key': 'idem-201',
      'request-id': 'req_1',
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(new RegExp(`^${publicUrl}/sessions/[A-Za-z0-9_-]{32}$`)),
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      metadata: { source: 'agent_checkout', merchant_id: 'acme', idempotency_key: 'idem-201' },
    });
    expect(res.headers['request-id']).toBe('req_1');
  });

  it('replays the first answer for the same Idempotency-Key and body, 409 for another body', async () => {
    const body = delegation();
    const first = await delegate(body, { 'idempotency-key': 'idem-replay' });
    const again = await delegate(body, { 'idempotency-key': 'idem-replay' });
    expect(again.status).toBe(201);
    expect(again.raw).toBe(first.raw);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await delegate(delegation({ maxAmount: 1 }), {
      'idempotency-key': 'idem-replay',
    });
    expect(other).toMatchObject({
      status: 409,
      json: { type: 'invalid_request', code: 'idempotency_conflict' },
    });
  });

  const expired = () => {
    const body = delegation();
    return { ...body, allowance: { ...body.allowance, expires_at: '2020-01-01T00:00:00Z' } };
  };
  const card = (change: Record<string, string>) => {
    const body = delegation();
    return { ...body, payment_method: { ...body.payment_method, ...change } };
  };
  const without = (field: string) =>
    Object.fromEntries(Object.entries(delegation()).filter(([key]) => key !== field));

  it.each<[string, unknown, Record<string, string | undefined>, number, Record<string, unknown>]>([
    ['no Authorization', delegation(), { authorization: undefined }, 401, { code: 'unauthorized' }],
    [
      'Basic auth instead of a Bearer key',
      delegation(),
      { authorization: `Basic ${Buffer.from('sjd-demo:sjd-demo-secret').toString('base64')}` },
      401,
      { type: 'unauthorized' },
    ],
    ['a wrong key', delegation(), { authorization: 'Bearer nope' }, 401, { code: 'unauthorized' }],
    [
      'no API-Version',
      delegation(),
      { 'api-version': undefined },
      400,
      { code: 'missing_api_version', supported_versions: ['2025-09-29'] },
    ],
    [
      'another API-Version',
      delegation(),
      { 'api-version': '2024-06-01' },
      400,
      { code: 'unsupported_api_version', supported_versions: ['2025-09-29'] },
    ],
    ['a form body', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }, 415, {}],
    ['broken JSON', '{"payment_method":', {}, 400, { code: 'invalid_request' }],
    [
      'a card number that fails Luhn',
      card({ number: '4000000000001001' }),
      {},
      400,
      { code: 'invalid_card', param: 'payment_method.number' },
    ],
    [
      'exp_month 13',
      card({ exp_month: '13' }),
      {},
      400,
      { code: 'invalid_card', param: 'payment_method.exp_month' },
    ],
    [
      'an expired card',
      card({ exp_month: '01', exp_year: '2020' }),
      {},
      400,
      { code: 'invalid_card', param: 'payment_method.exp_year' },
    ],
    [
      'a card field of the wrong kind',
      card({ display_card_funding_type: 'charge' }),
      {},
      400,
      { code: 'invalid_card', param: 'payment_method.display_card_funding_type' },
    ],
    [
      'an allowance that has expired',
      expired(),
      {},
      400,
      { code: 'invalid_request', param: 'allowance.expires_at' },
    ],
    ['no risk signals', without('risk_signals'), {}, 400, { param: 'risk_signals' }],
    ['an unknown field', { ...delegation(), extra: 1 }, {}, 400, { code: 'invalid_request' }],
    [
      'the ERROR cardholder name',
      delegation({ name: 'ERROR' }),
      {},
      500,
      { type: 'processing_error', code: 'processing_error' },
    ],
  ])('refuses %s', async (_name, body, extra, status, expected) => {
    const res = await delegate(body, extra);
    expect(res.status, res.raw).toBe(status);
    expect(res.json).toMatchObject(expected);
  });
});

describe('bad input', () => {
  it(
    'is always a 4xx in the flat error object, never a 5xx (generated bodies)',
    async () => {
      const body = fc.oneof(
        jsonArb,
        mutationArb.map((mutation) => applyMutation(delegation(), mutation)),
      );
      await fc.assert(
        fc.asyncProperty(body, async (value) => {
          const res = await delegate(JSON.stringify(value) ?? 'null');
          expect(res.status).toBeLessThan(500);
        }),
        fuzzParameters(seedOf('delegatePayment'), 200),
      );
    },
    fuzzTestTimeoutMs,
  );
});

describe('the delegate token in the Payments API', () => {
  it('pays once, within the allowance, with the card it delegates', async () => {
    const href = await token();
    const paid = await pay(href, 1500);
    expect(paid.status).toBe(201);
    expect(paid.json).toMatchObject({
      outcome: 'authorized',
      paymentInstrument: { type: 'card/delegate+masked', lastFour: '1000' },
    });
    expect((await pay(href, 1500)).json).toMatchObject(
      fieldError('$.instruction.paymentInstrument.sessionHref'),
    );
  });

  it('refuses more than the allowance or another currency, and keeps the token', async () => {
    const href = await token({ maxAmount: 2000 });
    expect((await pay(href, 2001)).json).toMatchObject(fieldError('$.instruction.value.amount'));
    const body = paymentRequest({ amount: 100 });
    const euros = await sandbox.call('payment', {
      body: {
        ...body,
        instruction: {
          ...body.instruction,
          value: { currency: 'EUR', amount: 100 },
          paymentInstrument: { type: 'delegate', sessionHref: href },
        },
      },
    });
    expect(euros.json).toMatchObject(fieldError('$.instruction.value.currency'));
    expect((await pay(href, 2000)).status).toBe(201);
  });

  it('refuses a token past its allowance expiry, or unknown', async () => {
    const href = await token();
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: 3601 },
    });
    try {
      expect((await pay(href)).json).toMatchObject(
        fieldError('$.instruction.paymentInstrument.sessionHref'),
      );
    } finally {
      await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: { now: null } });
    }
    expect((await pay(`${publicUrl}/sessions/unknown`)).json).toMatchObject(
      fieldError('$.instruction.paymentInstrument.sessionHref'),
    );
  });

  it('is a guest card payment only: no 3DS or token creation', async () => {
    const href = await token();
    const threeDS = paymentRequest({ threeDS: true }).instruction.threeDS;
    expect((await pay(href, 100, { threeDS })).json).toMatchObject(
      fieldError('$.instruction.threeDS', 'fieldIsNotAllowed'),
    );
    const tokenCreation = { type: 'worldpay' };
    expect((await pay(href, 100, { tokenCreation })).json).toMatchObject(
      fieldError('$.instruction.tokenCreation', 'fieldIsNotAllowed'),
    );
    // Refused before it was spent: the token still pays.
    expect((await pay(href, 100)).status).toBe(201);
  });

  it("decides the payment by the delegated card's holder name, as any other card", async () => {
    const paid = await pay(await token({ name: 'REFUSED51' }), 100);
    expect(paid.json).toMatchObject({ outcome: 'refused' });
  });
});
