// The orders back office's calls (issue 29) through the server to the real sandbox, in-process:
// a payment settled in two parts and partly refunded through /api/payments, its Payment Queries
// history and a partial cancellation through /api/wpservices — and the date-range search, which
// lists every visitor's payments, refused before anything is sent.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, providerResultSchema } from '@sjd/contracts';
import { buildSandbox, sandboxConfigFromEnv } from '@sjd/sandbox';
import { validBodies } from '@sjd/sandbox/valid-bodies';
import { buildApp } from '../app';
import { testConfig } from '../test-helpers';
import { InjectDispatcher } from '../testing/inject-dispatcher';

let sandbox: FastifyInstance;
let app: FastifyInstance;
let sent = 0;

beforeAll(async () => {
  const config = testConfig();
  const { config: sandboxConfig } = sandboxConfigFromEnv({
    SANDBOX_DB: ':memory:',
    LOG_LEVEL: 'silent',
  });
  sandbox = await buildSandbox({ ...sandboxConfig, publicUrl: config.providers.try.baseUrl });
  sandbox.addHook('onRequest', async () => {
    sent += 1;
  });
  app = await buildApp(config, { providerDispatcher: new InjectDispatcher(sandbox) });
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
});

/** The visitor cookie of the one browser these calls come from (set by the first answer). */
let visitor = '';

/** The provider's answer the server passed on (status and body). */
async function call(route: string, payload: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: route,
    payload,
    ...(visitor ? { headers: { cookie: visitor } } : {}),
  });
  const issued = res.headers['set-cookie'];
  if (!visitor && issued) visitor = String(issued).split(';')[0] ?? '';
  expect(res.statusCode, res.body).toBe(200);
  const { status, body } = providerResultSchema.parse(res.json());
  return { status, body };
}
const at = (body: unknown, ...path: string[]): string => {
  const value = path.reduce<unknown>((v, key) => Reflect.get(Object(v), key), body);
  if (typeof value !== 'string') throw new Error(`no string at ${path.join('.')}`);
  return value;
};

describe('the orders back office through the server', () => {
  it('settles twice, refunds part, and reads the history from Payment Queries', async () => {
    const transactionReference = `SJD-back-office-${Date.now()}`;
    const body = {
      transactionReference,
      merchant: { entity: 'default' },
      instruction: {
        method: 'card',
        paymentInstrument: {
          type: 'plain',
          cardNumber: '4444333322221111',
          expiryDate: { month: 12, year: 2035 },
          cardHolderName: 'Ada Lovelace',
        },
        narrative: { line1: 'Smart Journey Demo' },
        value: { currency: 'GBP', amount: 1000 },
      },
    };
    const created = await call('/api/payments', { payload: body });
    expect(created.status).toBe(201);
    const settle = at(created.body, '_actions', 'partiallySettlePayment', 'href');
    const first = await call('/api/payments', {
      url: settle,
      payload: { reference: 'ship-1', value: { amount: 400, currency: 'GBP' } },
    });
    const second = await call('/api/payments', {
      url: at(first.body, '_actions', 'partiallySettlePayment', 'href'),
      payload: { reference: 'ship-2', value: { amount: 600, currency: 'GBP' } },
    });
    const refund = await call('/api/payments', {
      url: at(second.body, '_actions', 'partiallyRefundPayment', 'href'),
      payload: { reference: 'return-1', value: { amount: 250, currency: 'GBP' } },
    });
    expect(refund).toMatchObject({ status: 202, body: { outcome: 'sentForPartialRefund' } });

    const found = await call('/api/wpservices', {
      method: 'GET',
      url: `/paymentQueries/payments?transactionReference=${transactionReference}`,
    });
    const history = await call('/api/wpservices', {
      method: 'GET',
      url: at(found.body, '_embedded', 'payments', '0', '_links', 'self', 'href'),
    });
    expect(history.status).toBe(200);
    expect(Reflect.get(Object(history.body), 'events')).toMatchObject([
      { eventName: 'authorizationRequested' },
      { eventName: 'authorizationSucceeded' },
      { eventName: 'settlementRequested', settlementReference: 'ship-1' },
      { eventName: 'settlementRequestSubmitted' },
      { eventName: 'settlementRequested', settlementReference: 'ship-2' },
      { eventName: 'settlementRequestSubmitted' },
      { eventName: 'refundRequested', refundReference: 'return-1', value: { amount: 250 } },
      { eventName: 'refundRequestSubmitted' },
    ]);
    // Every one of these calls reached the sandbox (what the last test counts on).
    expect(sent).toBe(6);
  });

  it('partially cancels a Card Payments authorization', async () => {
    const created = await call('/api/wpservices', {
      method: 'POST',
      url: '/cardPayments/customerInitiatedTransactions',
      payload: validBodies.cardPaymentCit?.(),
    });
    const res = await call('/api/wpservices', {
      method: 'POST',
      url: at(created.body, '_links', 'cardPayments:partialCancel', 'href'),
      payload: { value: { amount: 40, currency: 'GBP' }, reference: 'cancel-1' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toHaveProperty(['_links', 'cardPayments:partialSettle']);
  });

  it('refuses the date-range search with a 400 and sends nothing', async () => {
    const before = sent;
    const res = await app.inject({
      method: 'POST',
      url: '/api/wpservices',
      payload: {
        method: 'GET',
        url: '/paymentQueries/payments?startDate=2026-01-01T00%3A00%3A00Z&endDate=2026-12-31T00%3A00%3A00Z&pageSize=300',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ error: 'urlNotAllowed' });
    expect(sent).toBe(before);
  });
});
