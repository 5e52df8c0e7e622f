// Payments API follow-up actions through `inject` (provider-lifecycle.md §1.2): each answer's
// shape and `_actions`, the query's `lastEvent`, refusals in the provider's envelope (404 for an
// action the payment no longer offers, 400 for a body), double submits and foreign links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  citRequest,
  paymentRequest,
  plainCard,
  stringAt,
  type PaymentOptions,
} from '../test/fixtures';
import { startTestSandbox, type Answer, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const pay = (options: PaymentOptions = {}) =>
  sandbox.call('payment', { body: paymentRequest(options) });
const action = (res: Answer, name: string) => stringAt(res.json, `_actions.${name}.href`);

describe('follow-up actions', () => {
  const self = (res: Answer) => stringAt(res.json, '_links.self.href');
  const query = async (res: Answer) => (await sandbox.follow(self(res), 'GET')).json;

  it('refuses a refund before settlement, then walks settle → partial refund → refund', async () => {
    const authorized = await pay({ amount: 1000 });
    const refundHref = action(authorized, 'settlePayment').replace('settlements', 'refunds');
    const early = await sandbox.follow(refundHref, 'POST');
    expect(early).toMatchObject({ status: 404, json: { errorName: 'endpointNotFound' } });
    expect(stringAt(early.json, 'message')).toMatch(/A refund is not available.*authorized/);

    const settled = await sandbox.follow(action(authorized, 'settlePayment'), 'POST');
    expect(settled.status).toBe(202);
    expect(settled.json).toEqual({
      outcome: 'sentForSettlement',
      paymentId: expect.stringMatching(/^pay[\w-]{22}$/),
      _links: { self: { href: self(authorized) } },
      _actions: {
        refundPayment: expect.any(Object),
        partiallyRefundPayment: expect.any(Object),
        reversePayment: expect.any(Object),
      },
    });
    const partial = await sandbox.follow(action(settled, 'partiallyRefundPayment'), 'POST', {
      body: { reference: 'partial-1', value: { amount: 300, currency: 'GBP' } },
    });
    // After a partial refund only further partial refunds are offered (§1.2).
    expect(partial.json).toEqual({
      outcome: 'sentForPartialRefund',
      paymentId: expect.any(String),
      _links: { self: expect.any(Object) },
      _actions: { partiallyRefundPayment: expect.any(Object) },
    });
    const tooMuch = await sandbox.follow(action(partial, 'partiallyRefundPayment'), 'POST', {
      body: { reference: 'partial-2', value: { amount: 701, currency: 'GBP' } },
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      json: {
        errorName: 'bodyDoesNotMatchSchema',
        validationErrors: [{ errorName: 'fieldHasInvalidValue', jsonPath: '$.value.amount' }],
      },
    });
    const rest = await sandbox.follow(action(partial, 'partiallyRefundPayment'), 'POST', {
      body: { reference: 'partial-2', value: { amount: 700, currency: 'GBP' } },
    });
    expect(rest.json).toMatchObject({ outcome: 'sentForPartialRefund', _actions: {} });
    expect(await query(rest)).toEqual({
      lastEvent: 'Sent for Refund',
      _links: { self: expect.any(Object) },
      _actions: {},
    });
  });

  it('answers a full refund without _actions, a cancellation and a reversal without paymentId', async () => {
    const settled = await pay({ settlement: { auto: true } });
    const refunded = await sandbox.follow(action(settled, 'refundPayment'), 'POST');
    expect(refunded.json).toEqual({
      outcome: 'sentForRefund',
      paymentId: expect.any(String),
      _links: { self: expect.any(Object) },
    });
    for (const [name, outcome] of [
      ['cancelPayment', 'sentForCancellation'],
      ['reversePayment', 'sentForReversal'],
    ] as const) {
      const res = await sandbox.follow(action(await pay(), name), 'POST');
      expect(res).toEqual(
        expect.objectContaining({ status: 202, json: { outcome, _links: expect.any(Object) } }),
      );
    }
  });

  it.each([
    ['cancelPayment', 'sentForCancellation', 'Sent for Cancellation'],
    ['reversePayment', 'sentForReversal', 'Sent for Cancellation'],
    ['settlePayment', 'sentForSettlement', 'Sent for Settlement'],
  ])('%s → %s, query says %s', async (name, expected, lastEvent) => {
    const authorized = await pay();
    expect(await query(authorized)).toMatchObject({ lastEvent: 'Authorized' });
    const res = await sandbox.follow(action(authorized, name), 'POST');
    expect(res.json).toMatchObject({ outcome: expected });
    expect(await query(res)).toMatchObject({ lastEvent });
  });

  it('partially settles within the authorized amount, in its currency, then cancels the rest', async () => {
    const authorized = await pay({ amount: 1000 });
    const href = action(authorized, 'partiallySettlePayment');
    const wrong = await sandbox.follow(href, 'POST', {
      body: { reference: 'p1', value: { amount: 1001, currency: 'EUR' } },
    });
    expect(wrong.json).toMatchObject({
      validationErrors: [{ jsonPath: '$.value.currency' }, { jsonPath: '$.value.amount' }],
    });
    const first = await sandbox.follow(href, 'POST', {
      body: {
        reference: 'p1',
        value: { amount: 400, currency: 'GBP' },
        sequence: { number: 1, total: 2 },
      },
    });
    // A partial settlement offers no full settlement: the rest is settled in parts or cancelled.
    expect(Object.keys(Reflect.get(Object(first.json), '_actions')).sort()).toEqual([
      'cancelPayment',
      'partiallyRefundPayment',
      'partiallySettlePayment',
      'refundPayment',
      'reversePayment',
    ]);
    const cancelled = await sandbox.follow(action(first, 'cancelPayment'), 'POST');
    expect(cancelled.json).toMatchObject({ outcome: 'sentForCancellation' });
    expect(await query(cancelled)).toEqual({
      lastEvent: 'Sent for Cancellation',
      _links: expect.any(Object),
      _actions: {},
    });
  });

  it('never settles or refunds twice when the same link is followed twice', async () => {
    const authorized = await pay({ amount: 1000 });
    const settle = action(authorized, 'settlePayment');
    expect((await sandbox.follow(settle, 'POST')).status).toBe(202);
    const again = await sandbox.follow(settle, 'POST');
    expect(again).toMatchObject({ status: 404, json: { errorName: 'endpointNotFound' } });
    expect(stringAt(again.json, 'message')).toMatch(/sent for settlement/);
    const refund = settle.replace('settlements', 'refunds');
    expect((await sandbox.follow(refund, 'POST')).status).toBe(202);
    expect((await sandbox.follow(refund, 'POST')).status).toBe(404);
  });

  it.each([
    ['negative', -1, 'numberIsTooSmall'],
    ['zero', 0, 'numberIsTooSmall'],
    ['fractional', 1.5, 'fieldMustBeInteger'],
    ['huge', 1e12, 'numberIsTooLarge'],
    ['a string', '100', 'fieldMustBeNumber'],
  ])('refuses a %s amount with 400 at $.value.amount', async (_case, amount, errorName) => {
    const authorized = await pay();
    const res = await sandbox.follow(action(authorized, 'partiallySettlePayment'), 'POST', {
      body: { reference: 'p', value: { amount, currency: 'GBP' } },
    });
    expect(res).toMatchObject({
      status: 400,
      json: {
        errorName: 'bodyDoesNotMatchSchema',
        validationErrors: [{ errorName, jsonPath: '$.value.amount' }],
      },
    });
  });

  it('answers 404 for a payment it never issued, one of another API, and before an authorization exists', async () => {
    expect((await sandbox.call('queryPayment', { params: { linkData: 'nope' } })).status).toBe(404);
    const card = await sandbox.call('cardPaymentCit', { body: citRequest(plainCard()) });
    const cardLinkData = stringAt(card.json, '_links.cardPayments:settle.href').split('/').at(-1);
    const foreign = await sandbox.call('settlePayment', {
      params: { linkData: cardLinkData ?? '' },
    });
    // A link the Payments API never handed out: its document's endpointNotFound.
    expect(foreign).toMatchObject({
      status: 404,
      json: { errorName: 'endpointNotFound', message: 'Requested endpoint was not found.' },
    });
    const created = await pay({ threeDS: true });
    const selfHref = action(created, 'supply3dsDeviceData').replace('/3dsDeviceData', '');
    expect((await sandbox.follow(selfHref, 'GET')).json).toMatchObject({
      errorName: 'urlContainsInvalidValue',
    });
    const settle = await sandbox.follow(`${selfHref}/settlements`, 'POST');
    expect(settle).toMatchObject({ status: 404, json: { errorName: 'endpointNotFound' } });
  });
});
