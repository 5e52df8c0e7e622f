// Card Payments v7 follow-up actions through `inject` (provider-lifecycle.md §1.3): partial
// cancellation, the links of each answer against the state's links in the events query, body
// refusals, double submits, and links on payments made through another API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citRequest, paymentRequest, plainCard, stringAt } from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const cit = (instrument: Record<string, unknown>, options?: { autoSettle?: boolean }) =>
  sandbox.call('cardPaymentCit', { body: citRequest(instrument, options) });
const link = (json: unknown, rel: string) => stringAt(json, `_links.cardPayments:${rel}.href`);
const rels = (json: unknown) =>
  Object.keys(Reflect.get(Object(json), '_links')).filter((rel) => rel !== 'curies');

describe('follow-up actions', () => {
  it('partially cancels, answering with partialCancel and partialSettle (§1.3)', async () => {
    const authorized = await cit(plainCard());
    expect(rels(authorized.json)).toEqual([
      'cardPayments:cancel',
      'cardPayments:partialCancel',
      'cardPayments:settle',
      'cardPayments:partialSettle',
      'cardPayments:reverse',
      'cardPayments:events',
    ]);
    const res = await sandbox.follow(link(authorized.json, 'partialCancel'), 'POST', {
      body: { value: { amount: 30, currency: 'GBP' }, reference: 'cancel-1' },
    });
    expect(res.status).toBe(202);
    // The spec's example: no paymentId or commandId, and only these links.
    expect(res.json).toEqual({
      _links: {
        'cardPayments:partialCancel': expect.any(Object),
        'cardPayments:partialSettle': expect.any(Object),
        'cardPayments:events': expect.any(Object),
        curies: expect.any(Array),
      },
    });
    // The state offers more (Payment Queries' partial-cancel links): the rest can be settled.
    const events = await sandbox.follow(link(res.json, 'events'), 'GET');
    expect(events.json).toMatchObject({ lastEvent: 'Sent for Cancellation' });
    expect(rels(events.json)).toEqual([
      'cardPayments:cancel',
      'cardPayments:partialCancel',
      'cardPayments:settle',
      'cardPayments:partialSettle',
      'cardPayments:events',
    ]);
    // 100 authorized, 30 cancelled: at most 70 can be settled.
    const tooMuch = await sandbox.follow(link(res.json, 'partialSettle'), 'POST', {
      body: { value: { amount: 71, currency: 'GBP' }, reference: 'ship-1' },
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      json: { validationErrors: [{ jsonPath: '$.value.amount' }] },
    });
    const rest = await sandbox.follow(link(events.json, 'settle'), 'POST');
    expect(rest.status).toBe(202);
    expect((await sandbox.follow(link(rest.json, 'events'), 'GET')).json).toMatchObject({
      lastEvent: 'Sent for Settlement',
    });
  });

  it('answers a partial refund with the events link only; the state still offers partialRefund', async () => {
    const sale = await cit(plainCard(), { autoSettle: true });
    const res = await sandbox.follow(link(sale.json, 'partialRefund'), 'POST', {
      body: { value: { amount: 10, currency: 'GBP' }, reference: 'return-1' },
    });
    expect(rels(res.json)).toEqual(['cardPayments:events']);
    const events = await sandbox.follow(link(res.json, 'events'), 'GET');
    expect(rels(events.json)).toEqual(['cardPayments:partialRefund', 'cardPayments:events']);
    const again = await sandbox.follow(link(events.json, 'partialRefund'), 'POST', {
      body: { value: { amount: 90, currency: 'GBP' }, reference: 'return-2' },
    });
    expect(again.status).toBe(202);
    const done = await sandbox.follow(link(again.json, 'events'), 'GET');
    expect(rels(done.json)).toEqual(['cardPayments:events']);
  });

  it.each([
    ['no reference', { value: { amount: 10, currency: 'GBP' } }, 'fieldIsMissing', '$.reference'],
    [
      'a reference outside [-A-Za-z0-9]',
      { value: { amount: 10, currency: 'GBP' }, reference: 'a_b' },
      'stringFailedRegexCheck',
      '$.reference',
    ],
    [
      'a zero amount',
      { value: { amount: 0, currency: 'GBP' }, reference: 'r' },
      'numberIsTooSmall',
      '$.value.amount',
    ],
  ])('refuses a partial cancellation with %s', async (_case, body, errorName, jsonPath) => {
    const authorized = await cit(plainCard());
    const res = await sandbox.follow(link(authorized.json, 'partialCancel'), 'POST', { body });
    expect(res).toMatchObject({
      status: 400,
      json: { errorName: 'bodyDoesNotMatchSchema', validationErrors: [{ errorName, jsonPath }] },
    });
  });

  it('keeps a full settlement reference and refuses the same settle link twice', async () => {
    const authorized = await cit(plainCard());
    const settle = link(authorized.json, 'settle');
    expect((await sandbox.follow(settle, 'POST', { body: { reference: 'order-7' } })).status).toBe(
      202,
    );
    expect(await sandbox.follow(settle, 'POST')).toMatchObject({
      status: 404,
      json: { errorName: 'endpointNotFound' },
    });
  });

  it('acts on a Payments API payment too (the links Payment Queries gives it)', async () => {
    const payment = await sandbox.call('payment', {
      body: paymentRequest({ settlement: { auto: true } }),
    });
    const linkData = stringAt(payment.json, '_links.self.href').split('/').at(-1) ?? '';
    const res = await sandbox.call('cardPaymentPartialRefund', {
      params: { linkData },
      body: { value: { amount: 100, currency: 'GBP' }, reference: 'r1' },
    });
    expect(res.status).toBe(202);
  });
});

it('does not find a Payments API payment still in 3DS through Card Payments links', async () => {
  const created = await sandbox.call('payment', { body: paymentRequest({ threeDS: true }) });
  const linkData =
    stringAt(created.json, '_actions.supply3dsDeviceData.href').split('/').at(-2) ?? '';
  const events = await sandbox.call('cardPaymentEvents', { params: { linkData } });
  expect(events).toMatchObject({ status: 404, json: { errorName: 'endpointNotFound' } });
});

describe('partial cancellation: media types, an empty body, an unknown link', () => {
  const body = { value: { amount: 10, currency: 'GBP' }, reference: 'cancel-1' };
  it.each([
    [
      'the Payments API media type',
      { body, headers: { 'content-type': 'application/json' } },
      415,
      'headerHasInvalidValue',
    ],
    ['no Accept', { body, headers: { accept: undefined } }, 406, 'headerIsMissing'],
    ['an empty body', { body: '' }, 400, 'bodyIsEmpty'],
    [
      'a linkData never issued',
      { body, params: { linkData: 'neverIssued' } },
      404,
      'endpointNotFound',
    ],
  ])('%s → %i %s', async (_case, options, status, errorName) => {
    const authorized = await cit(plainCard());
    const linkData = link(authorized.json, 'partialCancel').split('/').at(-1) ?? '';
    const res = await sandbox.call('cardPaymentPartialCancel', {
      params: { linkData },
      ...options,
    });
    expect(res).toMatchObject({ status, json: { errorName } });
  });
});
