// Payment Queries through `inject`: one payment's full history (command pairs sharing a
// commandId, partials with their type, reference and value, refusals, failures), the links it
// offers, the history read at another time of the sandbox clock, and the magic references'
// failures through the APIs. The searches are in payment-queries-search.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { followUpReferences } from '../domain/scenarios';
import { citRequest, createSession, createToken, paymentRequest, stringAt } from '../test/fixtures';
import { startTestSandbox, type Answer, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

async function setClock(body: Record<string, unknown>): Promise<void> {
  const res = await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: body });
  expect(res.statusCode).toBe(200);
}
beforeEach(() => setClock({ now: '2026-03-02T09:00:00.000Z' }));

const pay = (options: Parameters<typeof paymentRequest>[0] = {}) =>
  sandbox.call('payment', { body: paymentRequest({ amount: 1000, ...options }) });
const action = (res: Answer, name: string) => stringAt(res.json, `_actions.${name}.href`);
const search = (query: Record<string, string>) => sandbox.call('queryPayments', { query });

/** The payment's Payment Queries history, found as a merchant would: by its reference. */
async function history(transactionReference: string): Promise<Answer> {
  const found = await search({ transactionReference });
  return sandbox.follow(stringAt(found.json, '_embedded.payments.0._links.self.href'), 'GET');
}
const referenceOf = (res: Answer) => stringAt(res.json, 'transactionReference');

describe('GET /paymentQueries/payments/{paymentId}', () => {
  // Issue 41, deviation 2: the sandbox answered the paying API's own instrument names
  // (card/tokenized+masked, card/checkout+masked, card/token+masked), outside this enum.
  it.each([
    ['a plain card', async () => ({})],
    [
      'a stored token',
      async () => ({ instrument: { type: 'token', href: await createToken(sandbox) } }),
    ],
    [
      'a Checkout SDK session',
      async () => ({
        instrument: { type: 'checkout', sessionHref: await createSession(sandbox, 'card') },
      }),
    ],
  ])('names a card paid with %s card/plain+masked, as its enum says', async (_how, options) => {
    const paid = await pay(await options());
    expect((await history(referenceOf(paid))).json).toMatchObject({
      paymentInstrument: { type: 'card/plain+masked' },
    });
  });

  it('names a Card Payments token payment card/plain+masked too', async () => {
    const href = await createToken(sandbox);
    const res = await sandbox.call('cardPaymentCit', {
      body: citRequest({ type: 'card/token', href }),
    });
    expect((await history(referenceOf(res))).json).toMatchObject({
      paymentInstrument: { type: 'card/plain+masked' },
    });
  });

  it('reports authorize → partial settle ×2 → partial refund as command pairs', async () => {
    const authorized = await pay();
    const ref = referenceOf(authorized);
    const settle = (amount: number, number: number, reference: string) =>
      sandbox.follow(action(authorized, 'partiallySettlePayment'), 'POST', {
        body: { reference, value: { amount, currency: 'GBP' }, sequence: { number, total: 2 } },
      });
    await setClock({ now: '2026-03-02T10:00:00.000Z' });
    await settle(400, 1, 'ship-1');
    await setClock({ now: '2026-03-03T10:00:00.000Z' });
    const second = await settle(600, 2, 'ship-2');
    await setClock({ now: '2026-03-04T10:00:00.000Z' });
    await sandbox.follow(action(second, 'partiallyRefundPayment'), 'POST', {
      body: { reference: 'return-1', value: { amount: 250, currency: 'GBP' } },
    });

    const res = await history(ref);
    expect(res.status).toBe(200);
    const events = Reflect.get(Object(res.json), 'events');
    const commandIds: unknown[] = Array.isArray(events)
      ? events.map((e: unknown) => Reflect.get(Object(e), 'commandId'))
      : [];
    const [auth, first, secondId, refund] = [0, 2, 4, 6].map((i) => commandIds[i]);
    expect(res.json).toMatchObject({
      timestamp: '2026-03-02T09:00:00.000Z',
      paymentId: stringAt(authorized.json, 'paymentId'),
      transactionReference: ref,
      narrative: { line1: 'Smart Journey Demo' },
      transactionType: 'oneTime',
      authorizationType: 'authorization',
      entity: 'default',
      lastEvent: 'refundRequestSubmitted',
      value: { currency: 'GBP', amount: 1000 },
    });
    expect(events).toEqual([
      {
        eventName: 'authorizationRequested',
        timestamp: '2026-03-02T09:00:00.000Z',
        commandId: auth,
      },
      {
        eventName: 'authorizationSucceeded',
        timestamp: '2026-03-02T09:00:00.000Z',
        outcome: 'authorized',
        commandId: auth,
      },
      {
        eventName: 'settlementRequested',
        timestamp: '2026-03-02T10:00:00.000Z',
        type: 'partialSettlement',
        settlementReference: 'ship-1',
        value: { amount: 400, currency: 'GBP' },
        commandId: first,
      },
      {
        eventName: 'settlementRequestSubmitted',
        timestamp: '2026-03-02T10:00:00.000Z',
        commandId: first,
      },
      {
        eventName: 'settlementRequested',
        timestamp: '2026-03-03T10:00:00.000Z',
        type: 'partialSettlement',
        settlementReference: 'ship-2',
        value: { amount: 600, currency: 'GBP' },
        commandId: secondId,
      },
      {
        eventName: 'settlementRequestSubmitted',
        timestamp: '2026-03-03T10:00:00.000Z',
        commandId: secondId,
      },
      {
        eventName: 'refundRequested',
        timestamp: '2026-03-04T10:00:00.000Z',
        type: 'partialRefund',
        refundReference: 'return-1',
        value: { amount: 250, currency: 'GBP' },
        commandId: refund,
      },
      {
        eventName: 'refundRequestSubmitted',
        timestamp: '2026-03-04T10:00:00.000Z',
        commandId: refund,
      },
    ]);
    expect(new Set(commandIds).size).toBe(4);
    // After a partial refund: further partial refunds (Payment Queries' partialRefundLinks).
    expect(Object.keys(Reflect.get(Object(res.json), '_links'))).toEqual([
      'self',
      'cardPayments:partialRefund',
      'cardPayments:events',
    ]);
    const events7 = await sandbox.follow(
      stringAt(res.json, '_links.cardPayments:events.href'),
      'GET',
    );
    expect(events7.json).toMatchObject({ lastEvent: 'Sent for Refund' });
    // The Payments API's query reads the same history (the settlements settled meanwhile).
    const query = await sandbox.follow(stringAt(authorized.json, '_links.self.href'), 'GET');
    expect(query.json).toMatchObject({
      lastEvent: 'Sent for Refund',
      _actions: { partiallyRefundPayment: {} },
    });
    await setClock({ advanceSeconds: 15 * 60 });
    expect(
      (await sandbox.follow(stringAt(authorized.json, '_links.self.href'), 'GET')).json,
    ).toMatchObject({
      lastEvent: 'Refunded',
    });
    // Outcomes are no Payment Queries events (the spec has none yet): the history is unchanged.
    expect(Reflect.get(Object((await history(ref)).json), 'events')).toEqual(events);
  });

  it('reports a sale, a refusal with its code and a failure with its error, with only `self`', async () => {
    const sale = await history(referenceOf(await pay({ settlement: { auto: true } })));
    expect(sale.json).toMatchObject({
      authorizationType: 'sale',
      lastEvent: 'saleSucceeded',
      events: [
        { eventName: 'saleRequested' },
        { eventName: 'saleSucceeded', outcome: 'authorized' },
      ],
    });
    const refused = await history(referenceOf(await pay({ cardHolderName: 'REFUSED51' })));
    expect(refused.json).toMatchObject({
      lastEvent: 'authorizationRefused',
      events: [
        {},
        {
          eventName: 'authorizationRefused',
          outcome: 'refused',
          code: '51',
          description: 'LIMIT EXCEEDED',
        },
      ],
      _links: { self: {} },
    });
    expect(Object.keys(Reflect.get(Object(refused.json), '_links'))).toEqual(['self']);
    const body = paymentRequest({ cardHolderName: 'ERROR' });
    expect((await sandbox.call('payment', { body })).status).toBe(500);
    const failed = await history(body.transactionReference);
    expect(failed.json).toMatchObject({
      lastEvent: 'authorizationFailed',
      events: [
        {},
        {
          eventName: 'authorizationFailed',
          error: { name: 'internalErrorOccurred', message: 'Payment failed to be authorized' },
        },
      ],
    });
  });

  it('reports an automatic cancellation and a reversal with its value', async () => {
    const cancelled = await pay({ settlement: { auto: true }, cvc: '444' });
    const res = await history(referenceOf(cancelled));
    expect(res.json).toMatchObject({
      lastEvent: 'cancellationRequestSubmitted',
      events: [
        { eventName: 'authorizationRequested' },
        { eventName: 'authorizationSucceeded' },
        { eventName: 'cancellationRequested' },
        { eventName: 'cancellationRequestSubmitted' },
      ],
    });
    const authorized = await pay();
    await sandbox.follow(action(authorized, 'reversePayment'), 'POST');
    expect((await history(referenceOf(authorized))).json).toMatchObject({
      events: [
        {},
        {},
        { eventName: 'reversalRequested', value: { amount: 1000, currency: 'GBP' } },
        { eventName: 'reversalRequestSubmitted' },
      ],
    });
  });

  it('offers Card Payments links that work on a Payments API payment', async () => {
    const authorized = await pay();
    const res = await history(referenceOf(authorized));
    expect(Object.keys(Reflect.get(Object(res.json), '_links'))).toEqual([
      'self',
      'cardPayments:cancel',
      'cardPayments:partialCancel',
      'cardPayments:settle',
      'cardPayments:partialSettle',
      'cardPayments:reverse',
      'cardPayments:events',
    ]);
    const settled = await sandbox.follow(
      stringAt(res.json, '_links.cardPayments:settle.href'),
      'POST',
    );
    expect(settled.status).toBe(202);
    const query = await sandbox.follow(stringAt(authorized.json, '_links.self.href'), 'GET');
    expect(query.json).toMatchObject({ lastEvent: 'Sent for Settlement' });
  });

  it('answers 404 paymentNotFound for an unknown id and a payment still in 3DS; 406 without its media type', async () => {
    const unknown = await sandbox.call('retrievePayment', { params: { paymentId: 'payNope' } });
    expect(unknown).toMatchObject({
      status: 404,
      json: {
        errorName: 'paymentNotFound',
        message: 'The payment you are trying to access does not exist.',
      },
    });
    const threeDs = await pay({ threeDS: true });
    expect((await search({ transactionReference: referenceOf(threeDs) })).json).toMatchObject({
      _embedded: { payments: [] },
    });
    const paymentId = stringAt((await history(referenceOf(await pay()))).json, 'paymentId');
    const wrongAccept = await sandbox.call('retrievePayment', {
      params: { paymentId },
      headers: { accept: 'application/json' },
    });
    expect(wrongAccept).toMatchObject({
      status: 406,
      json: { errorName: 'headerHasInvalidValue', headerName: 'Accept' },
    });
  });
});

describe('the magic references, through the APIs', () => {
  it(`${followUpReferences.refundFailed}-57 on a partial refund: Sent for Refund, then Refund failed`, async () => {
    const sale = await pay({ settlement: { auto: true } });
    const refund = await sandbox.follow(action(sale, 'partiallyRefundPayment'), 'POST', {
      body: {
        reference: `${followUpReferences.refundFailed}-57`,
        value: { amount: 1000, currency: 'GBP' },
      },
    });
    const self = stringAt(refund.json, '_links.self.href');
    expect((await sandbox.follow(self, 'GET')).json).toMatchObject({
      lastEvent: 'Sent for Refund',
      _actions: {},
    });
    await setClock({ advanceSeconds: 15 * 60 });
    expect((await sandbox.follow(self, 'GET')).json).toMatchObject({
      lastEvent: 'Refund failed',
      _actions: { partiallyRefundPayment: {} },
    });
  });

  it(`${followUpReferences.settlementFailed} on a partial settlement: Settlement failed after 15 minutes`, async () => {
    const authorized = await pay();
    const settled = await sandbox.follow(action(authorized, 'partiallySettlePayment'), 'POST', {
      body: {
        reference: followUpReferences.settlementFailed,
        value: { amount: 1000, currency: 'GBP' },
      },
    });
    await setClock({ advanceSeconds: 15 * 60 });
    expect((await sandbox.follow(stringAt(settled.json, '_links.self.href'), 'GET')).json).toEqual({
      lastEvent: 'Settlement failed',
      _links: expect.any(Object),
      _actions: {},
    });
  });
});
