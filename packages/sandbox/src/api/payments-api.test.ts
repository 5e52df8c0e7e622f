// Payments API through `inject`: fraud and issuer outcomes, auto-settlement, instruments (plain,
// Checkout SDK session, token) and the guards on each step. The 3DS journeys are in
// payments-api-3ds.test.ts, the follow-up actions in payments-api-actions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  sixteenCards,
  verifiedTokenRequest,
  createToken,
  paymentRequest,
  reference,
  stringAt,
  type PaymentOptions,
} from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const pay = (options: PaymentOptions = {}) =>
  sandbox.call('payment', { body: paymentRequest(options) });
describe('issuer, fraud and check outcomes', () => {
  it.each([
    [{ cardHolderName: 'AUTHORISED' }, 201, { outcome: 'authorized' }],
    [
      { cardHolderName: 'REFUSED' },
      201,
      { outcome: 'refused', refusalCode: '5', refusalDescription: 'REFUSED' },
    ],
    [
      { cardHolderName: 'REFUSED51' },
      201,
      { outcome: 'refused', refusalCode: '51', refusalDescription: 'LIMIT EXCEEDED' },
    ],
    [{ expiryDate: { month: 1, year: 2020 } }, 201, { outcome: 'refused', refusalCode: '33' }],
    [
      { cardHolderName: 'fs-highRisk', fraud: true },
      201,
      { outcome: 'fraudHighRisk', score: 97.4 },
    ],
    [
      { cardHolderName: 'fs-highRisk', fraud: { type: 'fraudSight', silentMode: true } },
      201,
      { outcome: 'authorized', fraud: { outcome: 'highRisk(silentMode)' } },
    ],
    [
      { cardHolderName: 'fs-review', fraud: true },
      201,
      { outcome: 'authorized', fraud: { outcome: 'review', score: 85.5 } },
    ],
    [
      { cardHolderName: 'fs-review.REFUSED62', fraud: true },
      201,
      { outcome: 'refused', refusalCode: '62' },
    ],
    [{ cardHolderName: 'fs-highRisk' }, 201, { outcome: 'authorized' }], // no fraud check asked for
    [{ cardHolderName: 'ERROR' }, 500, { errorName: 'internalErrorOccurred' }],
    [{ settlement: { auto: true } }, 202, { outcome: 'sentForSettlement' }],
    [
      { settlement: { auto: true }, cvc: '444' },
      202,
      {
        outcome: 'sentForCancellation',
        riskFactors: expect.arrayContaining([{ type: 'cvc', risk: 'notMatched' }]),
      },
    ],
    [
      { settlement: { auto: true, cancelOn: { cvcNotMatched: 'disabled' } }, cvc: '444' },
      202,
      { outcome: 'sentForSettlement' },
    ],
    [
      { settlement: { auto: true }, cvc: '555', postalCode: 'CCCC' },
      202,
      {
        outcome: 'sentForCancellation',
        riskFactors: [{ type: 'avs', risk: 'notMatched', detail: 'address' }],
      },
    ],
    [
      { cvc: '111' },
      201,
      {
        outcome: 'authorized',
        riskFactors: [
          { type: 'cvc', risk: 'notChecked' },
          { type: 'avs', risk: 'notSupplied' },
          { type: 'avs', risk: 'notSupplied' },
        ],
      },
    ],
  ])('%o → %i %o', async (options, status, expected) => {
    const res = await pay(options);
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject(expected);
  });

  it('a fraudHighRisk payment stops before 3DS', async () => {
    const res = await pay({
      cardNumber: '4000000000001091',
      cardHolderName: 'fs-highRisk',
      fraud: true,
      threeDS: true,
    });
    expect(res.json).toMatchObject({
      outcome: 'fraudHighRisk',
      reason: ['Recent unexpected card activity'],
    });
  });

  it('refuses a transactionReference it has already processed', async () => {
    const transactionReference = reference();
    expect((await pay({ transactionReference })).status).toBe(201);
    const again = await pay({ transactionReference });
    expect(again).toMatchObject({
      status: 400,
      json: {
        errorName: 'transactionHasAlreadyBeenProcessed',
        message: 'The transaction has already been processed.',
      },
    });
  });
});

describe('instruments', () => {
  it('pays with a Checkout SDK card session once; the session is single-use and short-lived', async () => {
    const sessionHref = await createSession(sandbox, 'card', '4000000000001000', '444');
    const instrument = { type: 'checkout', sessionHref, cardHolderName: 'Ada Lovelace' };
    const res = await pay({ instrument });
    expect(res.json).toMatchObject({
      outcome: 'authorized',
      paymentInstrument: { type: 'card/checkout+masked' },
      riskFactors: [{ type: 'cvc', risk: 'notMatched' }, {}, {}],
    });
    const reused = await pay({ instrument });
    expect(reused.json).toMatchObject({
      validationErrors: [{ jsonPath: '$.instruction.paymentInstrument.sessionHref' }],
    });

    const expiring = await createSession(sandbox, 'card');
    await sandbox.app.inject({
      method: 'POST',
      url: '/_sandbox/clock',
      payload: { advanceSeconds: 61 },
    });
    const expired = await pay({ instrument: { ...instrument, sessionHref: expiring } });
    await sandbox.app.inject({ method: 'POST', url: '/_sandbox/clock', payload: { now: null } });
    expect(expired.status).toBe(400);
  });

  it('refuses tokenCreation into a full namespace before using the session up', async () => {
    const namespace = `full-${reference()}`;
    for (const cardNumber of sixteenCards) {
      const res = await sandbox.call('createVerifiedToken', {
        body: verifiedTokenRequest({ cardNumber, namespace }),
      });
      expect(res.status).toBe(201);
    }
    const sessionHref = await createSession(sandbox, 'card', '4000000000002701');
    const instrument = { type: 'checkout', sessionHref, cardHolderName: 'Ada' };
    const full = await pay({ instrument, tokenCreation: { type: 'worldpay', namespace } });
    expect(full).toMatchObject({ status: 403, json: { errorName: 'tooManyTokensForNamespace' } });
    expect((await pay({ instrument })).json).toMatchObject({ outcome: 'authorized' });
  });

  it('creates a token on the first payment and reports conflicts on the next', async () => {
    const namespace = `ns-${reference()}`;
    const first = await pay({
      tokenCreation: { type: 'worldpay', namespace },
      cardHolderName: 'Ada Lovelace',
    });
    expect(first.json).toMatchObject({
      token: { cardNumber: '4444********1111', cardHolderName: 'Ada Lovelace' },
    });
    const token = await sandbox.follow(stringAt(first.json, 'token.href'), 'GET');
    expect(token.json).toMatchObject({
      namespace,
      paymentInstrument: { cardHolderName: 'Ada Lovelace' },
    });

    const second = await pay({
      tokenCreation: { type: 'worldpay', namespace },
      cardHolderName: 'Ada King',
    });
    expect(second.json).toMatchObject({
      token: { conflicts: { paymentInstrument: { cardHolderName: 'Ada King' } } },
    });

    const byToken = await pay({
      instrument: { type: 'token', tokenId: stringAt(first.json, 'token.tokenId'), namespace },
    });
    expect(byToken.json).toMatchObject({
      outcome: 'authorized',
      paymentInstrument: { type: 'card/tokenized+masked' },
    });
  });

  it('pays with a token href and a CVC session', async () => {
    const href = await createToken(sandbox);
    const cvcSessionHref = await createSession(sandbox, 'cvc', undefined, '444');
    const res = await pay({ instrument: { type: 'token', href, cvcSessionHref } });
    expect(res.json).toMatchObject({
      outcome: 'authorized',
      riskFactors: expect.arrayContaining([{ type: 'cvc', risk: 'notMatched' }]),
    });
  });

  it.each([
    [
      { type: 'token', href: 'http://sandbox.test/tokens/unknown' },
      '$.instruction.paymentInstrument.href',
      'fieldHasInvalidValue',
    ],
    [{ type: 'token' }, '$.instruction.paymentInstrument.href', 'fieldIsMissing'],
    [
      { type: 'token', href: 'x', cvc: '123', cvcSessionHref: 'y' },
      '$.instruction.paymentInstrument.cvcSessionHref',
      'fieldIsNotAllowed',
    ],
    [{ type: 'wallet' }, '$.instruction.paymentInstrument.type', 'fieldHasInvalidValue'],
  ])('refuses instrument %o at %s', async (instrument, jsonPath, errorName) => {
    const res = await pay({ instrument });
    expect(res).toMatchObject({
      status: 400,
      json: { validationErrors: [{ jsonPath, errorName }] },
    });
  });

  it('needs a cardholder name to create a token from a plain card', async () => {
    const body = paymentRequest({ tokenCreation: { type: 'worldpay' } });
    Reflect.deleteProperty(body.instruction.paymentInstrument, 'cardHolderName');
    const res = await sandbox.call('payment', { body });
    expect(res.json).toMatchObject({ validationErrors: [{ errorName: 'fieldIsMissing' }] });
  });
});
