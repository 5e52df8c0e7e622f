// Card Payments v7 through `inject`: customer- and merchant-initiated authorizations with each
// instrument, their links, and illegal steps refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  citRequest,
  createSession,
  createToken,
  entity,
  expiry,
  plainCard,
  reference,
  stringAt,
  verifiedTokenRequest,
} from '../test/fixtures';
import { magicNames } from '../domain/scenarios';
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

describe('customer-initiated transactions', () => {
  it('authorizes a plain card with links to settle, cancel, reverse and the events', async () => {
    const res = await cit(plainCard('4444333322221111', 'Ada Lovelace', '555'));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      outcome: 'authorized',
      paymentInstrument: { type: 'card/plain+masked', cardBrand: 'visa' },
      scheme: { reference: expect.stringMatching(/^\d{15}$/) },
    });
    for (const rel of ['settle', 'partialSettle', 'cancel', 'reverse', 'events'])
      expect(link(res.json, rel)).toContain('http://sandbox.test/');
    expect(res.json).not.toHaveProperty('_links.cardPayments:refund');
  });

  it('refuses a refund before settlement, then settles and refunds', async () => {
    const authorized = await cit(plainCard());
    const refundHref = link(authorized.json, 'settle').replace(
      '/settlements/full/',
      '/settlements/refunds/full/',
    );
    expect(await sandbox.follow(refundHref, 'POST')).toMatchObject({
      status: 404,
      json: { errorName: 'endpointNotFound' },
    });
    const settled = await sandbox.follow(link(authorized.json, 'settle'), 'POST');
    expect(settled.status).toBe(202);
    expect(settled.json).toMatchObject({
      paymentId: stringAt(authorized.json, 'paymentId'),
      commandId: expect.stringMatching(/^cmd[\w-]{22}$/),
    });
    expect(rels(settled.json)).toEqual([
      'cardPayments:refund',
      'cardPayments:partialRefund',
      'cardPayments:reverse',
      'cardPayments:events',
    ]);
    const events = await sandbox.follow(link(settled.json, 'events'), 'GET');
    expect(events.json).toMatchObject({ lastEvent: 'Sent for Settlement' });
    const refunded = await sandbox.follow(link(settled.json, 'refund'), 'POST');
    expect(refunded.json).toEqual({
      paymentId: expect.any(String),
      commandId: expect.any(String),
      _links: { 'cardPayments:events': expect.any(Object), curies: expect.any(Array) },
    });
    expect((await sandbox.follow(link(refunded.json, 'events'), 'GET')).json).toMatchObject({
      lastEvent: 'Sent for Refund',
    });
  });

  it.each([
    ['REFUSED', { outcome: 'refused', refusalCode: '5' }],
    [
      'REFUSED43',
      { outcome: 'refused', refusalCode: '43', refusalDescription: 'STOLEN CARD, PICK UP' },
    ],
  ])('%s → %o with only the events link', async (name, expected) => {
    const res = await cit(plainCard('4444333322221111', name));
    expect(res.json).toMatchObject(expected);
    expect(Object.keys(Reflect.get(Object(res.json), '_links'))).toEqual([
      'cardPayments:events',
      'curies',
    ]);
  });

  it('answers Sent for Settlement with auto-settlement', async () => {
    const res = await cit(plainCard(), { autoSettle: true });
    expect(res.json).toMatchObject({ outcome: 'Sent for Settlement' });
    expect(link(res.json, 'refund')).toBeTruthy();
  });

  it('pays with a token, and with checkout card and CVC sessions', async () => {
    const href = await createToken(sandbox, { cardNumber: '5555555555554444' });
    const byToken = await cit({ type: 'card/token', href, cvc: '444' });
    expect(byToken.json).toMatchObject({
      outcome: 'authorized',
      paymentInstrument: { cardBrand: 'mastercard' },
      riskFactors: [{ type: 'cvc', risk: 'notMatched' }, {}, {}],
    });
    const tokenHref = await createSession(sandbox, 'card');
    const cvcHref = await createSession(sandbox, 'cvc');
    const byCheckout = await cit({ type: 'card/checkout', tokenHref, cvcHref });
    expect(byCheckout.json).toMatchObject({
      outcome: 'authorized',
      paymentInstrument: { type: 'card/checkout+masked' },
    });
  });

  it('pays a stored token with a CVC-only session (card/checkout with a token href)', async () => {
    const tokenHref = await createToken(sandbox);
    const cvcHref = await createSession(sandbox, 'cvc');
    const res = await cit({ type: 'card/checkout', tokenHref, cvcHref });
    expect(res.json).toMatchObject({
      outcome: 'authorized',
      paymentInstrument: { type: 'card/checkout+masked' },
    });
    // The CVC session is used up; the token stays.
    const again = await cit({ type: 'card/checkout', tokenHref, cvcHref });
    expect(again.json).toMatchObject({
      validationErrors: [{ jsonPath: '$.instruction.paymentInstrument.cvcHref' }],
    });
  });

  it('checks both checkout sessions before using either', async () => {
    const tokenHref = await createSession(sandbox, 'card');
    const res = await cit({ type: 'card/checkout', tokenHref, cvcHref: tokenHref });
    expect(res.json).toMatchObject({
      validationErrors: [{ jsonPath: '$.instruction.paymentInstrument.cvcHref' }],
    });
    expect((await cit({ type: 'card/checkout', tokenHref })).status).toBe(201);
  });

  it('refuses a duplicate transactionReference and an unknown payment link', async () => {
    const body = citRequest(plainCard());
    expect((await sandbox.call('cardPaymentCit', { body })).status).toBe(201);
    expect((await sandbox.call('cardPaymentCit', { body })).json).toMatchObject({
      errorName: 'transactionHasAlreadyBeenProcessed',
    });
    expect(
      (await sandbox.call('cardPaymentEvents', { params: { linkData: 'unknown' } })).status,
    ).toBe(404);
  });
});

describe('merchant-initiated transactions', () => {
  const mit = (instrument: Record<string, unknown>, agreement: Record<string, unknown>) =>
    sandbox.call('cardPaymentMit', {
      body: {
        transactionReference: reference('MIT'),
        merchant: { entity },
        instruction: {
          requestAutoSettlement: { enabled: false },
          narrative: { line1: 'Smart Journey Demo' },
          value: { currency: 'GBP', amount: 100 },
          paymentInstrument: instrument,
          customerAgreement: agreement,
        },
      },
    });
  const subscription = (schemeReference: string) => ({ type: 'subscription', schemeReference });
  const schemeReferenceError = {
    errorName: 'bodyDoesNotMatchSchema',
    validationErrors: [
      {
        errorName: 'fieldHasInvalidValue',
        jsonPath: '$.instruction.customerAgreement.schemeReference',
      },
    ],
  };

  it('takes a recurring payment with the scheme reference of the first', async () => {
    const href = await createToken(sandbox);
    const first = await cit({ type: 'card/token', href });
    const res = await mit(
      { type: 'card/token', href },
      subscription(stringAt(first.json, 'scheme.reference')),
    );
    expect(res).toMatchObject({
      status: 201,
      json: { outcome: 'authorized', scheme: { reference: expect.stringMatching(/^\d{15}$/) } },
    });
    // The renewal's own reference may be quoted by the next one (provider-api.md §7).
    const next = await mit(
      { type: 'card/token', href },
      { type: 'unscheduled', schemeReference: stringAt(res.json, 'scheme.reference') },
    );
    expect(next).toMatchObject({ status: 201, json: { outcome: 'authorized' } });
  });

  it("accepts a verified card's schemeTransactionReference", async () => {
    const res = await sandbox.call('createVerifiedToken', { body: verifiedTokenRequest() });
    const verified = stringAt(res.json, '_embedded.verification.schemeTransactionReference');
    const href = stringAt(res.json, '_embedded.token.tokenPaymentInstrument.href');
    expect(await mit({ type: 'card/token', href }, subscription(verified))).toMatchObject({
      status: 201,
      json: { outcome: 'authorized' },
    });
  });

  it('refuses a scheme reference it never issued, or one of another card', async () => {
    const href = await createToken(sandbox);
    const unknown = await mit({ type: 'card/token', href }, subscription('123456789012345'));
    expect(unknown).toMatchObject({ status: 400, json: schemeReferenceError });

    const other = await cit(plainCard('5555555555554444'));
    const foreign = await mit(
      { type: 'card/token', href },
      subscription(stringAt(other.json, 'scheme.reference')),
    );
    expect(foreign).toMatchObject({ status: 400, json: schemeReferenceError });
  });

  it('needs the scheme reference', async () => {
    const res = await mit(
      { type: 'card/plain', cardNumber: '4444333322221111', expiryDate: expiry },
      { type: 'subscription' },
    );
    expect(res.json).toMatchObject({
      validationErrors: [
        {
          errorName: 'fieldIsMissing',
          jsonPath: '$.instruction.customerAgreement.schemeReference',
        },
      ],
    });
  });

  it(`refuses renewals on a ${magicNames.renewalRefused} card that paid while its shopper was there`, async () => {
    const href = await createToken(sandbox, { cardHolderName: magicNames.renewalRefused });
    const first = await cit({ type: 'card/token', href });
    expect(first.json).toMatchObject({ outcome: 'authorized' });
    const renewal = await mit(
      { type: 'card/token', href },
      subscription(stringAt(first.json, 'scheme.reference')),
    );
    expect(renewal).toMatchObject({
      status: 201,
      json: { outcome: 'refused', refusalCode: '51', refusalDescription: 'LIMIT EXCEEDED' },
    });
    expect(renewal.json).not.toHaveProperty('scheme');
  });
});
