// FraudSight, account verification and payouts through `inject`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken, entity, expiry, payoutRequest, reference, stringAt } from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const front = (cardHolderName: string) => ({
  type: 'card/front',
  cardHolderName,
  cardNumber: '4444333322221111',
  cardExpiryDate: expiry,
});

describe('FraudSight assessment', () => {
  const assess = (paymentInstrument: Record<string, unknown>) =>
    sandbox.call('fraudAssessment', {
      body: {
        transactionReference: reference('FS'),
        merchant: { entity },
        instruction: { paymentInstrument, value: { currency: 'GBP', amount: 100 } },
        deviceData: { collectionReference: '0_abc' },
      },
    });

  it.each([
    ['Ada Lovelace', 'lowRisk', 44.2],
    ['fs-lowRisk', 'lowRisk', 44.2],
    ['fs-review', 'review', 85.5],
    ['fs-highRisk', 'highRisk', 97.4],
  ])('%s → %s (%d)', async (name, outcome, score) => {
    const res = await assess(front(name));
    expect(res.json).toMatchObject({
      outcome,
      score,
      riskProfile: { href: expect.stringMatching(/^http:\/\/sandbox\.test\/riskProfile\//) },
    });
  });

  it('reads the cardholder name of a token', async () => {
    const href = await createToken(sandbox, { cardHolderName: 'fs-highRisk' });
    expect((await assess({ type: 'card/tokenized', href })).json).toMatchObject({
      outcome: 'highRisk',
    });
  });
});

describe('account verification (intelligent, card on file)', () => {
  const verify = (href: string) =>
    sandbox.call('accountVerificationCardOnFile', {
      body: {
        transactionReference: reference('AV'),
        currency: 'GBP',
        merchant: { entity },
        paymentInstrument: { type: 'card/tokenized', href },
        customer: { authentication: { type: '3DS', eci: '05', version: '2.2.0' } },
      },
    });

  it('verifies a token: 201 with a scheme transaction reference', async () => {
    const res = await verify(await createToken(sandbox));
    expect(res.status).toBe(201);
    expect(stringAt(res.json, 'schemeTransactionReference')).toMatch(/^\d{33}$/);
  });

  it('answers 206 not verified for a REFUSED cardholder', async () => {
    const res = await verify(await createToken(sandbox, { cardHolderName: 'REFUSED' }));
    expect(res).toMatchObject({ status: 206, json: { outcome: 'not verified', code: '5' } });
  });
});

describe('payouts', () => {
  it.each([
    ['payoutFastAccess', 1000, 'Ada Lovelace', { outcome: 'approved', scheme: { name: 'visa' } }],
    ['payoutFastAccess', 330, 'Ada Lovelace', { outcome: 'requested' }],
    ['payoutFastAccess', 340, 'Ada Lovelace', { outcome: 'pending' }],
    ['payoutFastAccess', 350, 'Ada Lovelace', { outcome: 'disbursed' }],
    ['payoutFastAccess', 360, 'Ada Lovelace', { outcome: 'requestReceived' }],
    ['payoutFastAccess', 370, 'Ada Lovelace', { outcome: 'inReview' }],
    ['payoutFastAccess', 310, 'Ada Lovelace', { outcome: 'refused', refusalCode: '9G' }],
    ['payoutFastAccess', 320, 'Ada Lovelace', { outcome: 'error' }],
    ['payoutFastAccess', 1000, 'REFUSED62', { outcome: 'refused', refusalCode: '62' }],
    ['payoutFastAccess', 1000, 'ERROR', { outcome: 'error' }],
    ['payoutBasicDisbursement', 1000, 'Ada Lovelace', { outcome: 'requestReceived' }],
    ['payoutBasicDisbursement', 310, 'Ada Lovelace', { outcome: 'refused' }],
    ['payoutBasicDisbursement', 320, 'Ada Lovelace', { outcome: 'error' }],
  ])('%s of %i for %s → %o', async (endpoint, amount, cardHolderName, expected) => {
    const href = await createToken(sandbox, { cardHolderName });
    const res = await sandbox.call(endpoint, {
      body: payoutRequest({ type: 'card/tokenized', href }, amount),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject(expected);
    const again = await sandbox.follow(stringAt(res.json, '_links.payouts:payout.href'), 'GET');
    expect(again.json).toEqual(res.json);
  });

  it('pays out to a plain card, refuses duplicates and unknown tokens', async () => {
    const body = payoutRequest({
      type: 'card/plain',
      cardNumber: '5555555555554444',
      cardExpiryDate: expiry,
      cardHolderName: 'Ada',
    });
    expect((await sandbox.call('payoutFastAccess', { body })).json).toMatchObject({
      outcome: 'approved',
      scheme: { name: 'mastercard' },
    });
    expect((await sandbox.call('payoutFastAccess', { body })).status).toBe(400);
    const unknown = await sandbox.call('payoutFastAccess', {
      body: payoutRequest({ type: 'card/tokenized', href: 'http://sandbox.test/tokens/x' }),
    });
    expect(unknown.json).toMatchObject({
      validationErrors: [{ jsonPath: '$.instruction.payoutInstrument.href' }],
    });
    expect((await sandbox.call('getPayout', { params: { payoutId: 'unknown' } })).status).toBe(404);
  });

  it.each([
    [0, 400, 'bodyDoesNotMatchSchema', 'numberIsTooSmall'],
    [-500, 400, 'bodyDoesNotMatchSchema', 'numberIsTooSmall'],
    [12.345, 400, 'bodyDoesNotMatchSchema', 'fieldMustBeInteger'],
    [1e12, 400, 'bodyDoesNotMatchSchema', 'numberIsTooLarge'],
    [380, 422, 'fieldHasInvalidValue', 'fieldHasInvalidValue'],
  ])(
    'answers a payout of %s with %i %s and stores nothing',
    async (amount, status, errorName, fieldError) => {
      const href = await createToken(sandbox, { cardHolderName: 'Ada Lovelace' });
      const body = payoutRequest({ type: 'card/tokenized', href }, amount);
      const res = await sandbox.call('payoutFastAccess', { body });
      expect(res.status).toBe(status);
      expect(res.json).toMatchObject({
        errorName,
        validationErrors: [{ errorName: fieldError }],
      });
      expect(res.json).not.toHaveProperty('outcome');
      // Nothing was stored: the same reference is free for a valid payout.
      const valid = {
        ...body,
        instruction: { ...body.instruction, value: { amount: 1000, currency: 'GBP' } },
      };
      expect((await sandbox.call('payoutFastAccess', { body: valid })).status).toBe(201);
    },
  );
});
