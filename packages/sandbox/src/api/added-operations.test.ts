// Issue 41: the operations of the claimed APIs the sandbox did not serve, each walked through
// `inject` (every answer checked against the contracts by the harness): POST /tokens, network
// tokens, one-time verified tokens, the FraudSight updates, the payouts query, archived
// payments and Card Verifications v6; and unknown paths answering the provider's 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  entity,
  expiry,
  payoutRequest,
  reference,
  stringAt,
  verifiedTokenRequest,
} from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

const front = (cardHolderName = 'Ada Lovelace', cardNumber = '4444333322221111') => ({
  type: 'card/front',
  cardHolderName,
  cardNumber,
  cardExpiryDate: expiry,
});

describe('POST /tokens', () => {
  it('stores a card without a verification: 201, then 200 the same, 409 another name', async () => {
    const namespace = reference('NS');
    const body = { paymentInstrument: front(), merchant: { entity }, namespace };
    const created = await sandbox.call('createToken', { body });
    expect(created).toMatchObject({ status: 201, json: { namespace } });
    expect(created.headers.location).toBe(stringAt(created.json, 'tokenPaymentInstrument.href'));
    expect((await sandbox.call('createToken', { body })).status).toBe(200);
    const other = { ...body, paymentInstrument: front('Grace Hopper') };
    const conflict = await sandbox.call('createToken', { body: other });
    expect(conflict).toMatchObject({
      status: 409,
      json: { conflicts: { paymentInstrument: { cardHolderName: 'Grace Hopper' } } },
    });
  });

  it('refuses a card of no known brand (422) and one without a holder name (400)', async () => {
    const unknown = await sandbox.call('createToken', {
      body: { paymentInstrument: front('Ada', '9999999999999995'), merchant: { entity } },
    });
    expect(unknown).toMatchObject({ status: 422, json: { errorName: 'unrecognizedCardBrand' } });
    const nameless = { ...front(), cardHolderName: undefined };
    const res = await sandbox.call('createToken', {
      body: { paymentInstrument: nameless, merchant: { entity } },
    });
    expect(res).toMatchObject({
      status: 400,
      json: { validationErrors: [{ jsonPath: '$.paymentInstrument.cardHolderName' }] },
    });
  });
});

describe('network tokens', () => {
  const provision = (paymentInstrument: object) =>
    sandbox.call('provisionNetworkToken', { body: { paymentInstrument, merchant: { entity } } });

  it('provisions a DPAN of the card, looks it up, makes a cryptogram, pays, deletes', async () => {
    const res = await provision(front());
    expect(res).toMatchObject({
      status: 200,
      json: {
        tokenPaymentInstrument: { status: 'Active' },
        paymentInstrument: { lastFour: '1111' },
      },
    });
    const tokenNumber = stringAt(res.json, 'tokenPaymentInstrument.tokenNumber');
    expect(tokenNumber).toMatch(/^444433\d{10}$/);
    expect(tokenNumber).not.toBe('4444333322221111');
    const lookup = stringAt(res.json, '_links.tokens:networkTokenLookup.href');
    expect((await sandbox.follow(lookup, 'GET')).json).toMatchObject({
      tokenPaymentInstrument: { tokenNumber },
    });
    const cryptogram = await sandbox.call('networkTokenCryptogram', { body: { tokenNumber } });
    expect(stringAt(cryptogram.json, 'cryptogramDetails.cryptogram')).toMatch(/^[A-Za-z0-9+/=]+$/);
    const paid = await sandbox.call('payment', {
      body: {
        transactionReference: reference(),
        merchant: { entity },
        instruction: {
          method: 'card',
          paymentInstrument: {
            type: 'networkToken',
            tokenNumber,
            expiryDate: expiry,
            cryptogram: stringAt(cryptogram.json, 'cryptogramDetails.cryptogram'),
            eci: '07',
          },
          narrative: { line1: 'Network token' },
          value: { currency: 'GBP', amount: 100 },
        },
      },
    });
    expect(paid.json).toMatchObject({ outcome: 'authorized' });
    expect((await sandbox.follow(lookup, 'DELETE')).status).toBe(204);
    expect((await sandbox.follow(lookup, 'GET')).status).toBe(404);
    const after = await sandbox.call('networkTokenCryptogram', { body: { tokenNumber } });
    expect(after).toMatchObject({
      status: 400,
      json: { validationErrors: [{ jsonPath: '$.tokenNumber' }] },
    });
  });

  it('provisions from an Access token, and reports the processor error for a refused card', async () => {
    const created = await sandbox.call('createVerifiedToken', { body: verifiedTokenRequest() });
    const href = stringAt(created.json, '_embedded.token.tokenPaymentInstrument.href');
    expect((await provision({ type: 'card/tokenized', href })).json).toMatchObject({
      tokenPaymentInstrument: { status: 'Active' },
    });
    expect((await provision(front('REFUSED62'))).json).toMatchObject({
      tokenPaymentInstrument: { status: 'Provision Processor Error' },
      provisioningErrors: [{ errorCode: '301' }],
    });
  });
});

describe('POST /verifiedTokens/oneTime', () => {
  it('verifies and stores the card; the verification links to itself', async () => {
    const res = await sandbox.call('createOneTimeVerifiedToken', { body: verifiedTokenRequest() });
    expect(res).toMatchObject({
      status: 201,
      json: { _embedded: { verification: { outcome: 'verified' } } },
    });
    const href = stringAt(
      res.json,
      '_embedded.verification._links.verifications:verification.href',
    );
    expect((await sandbox.follow(href, 'GET')).json).toMatchObject({ outcome: 'verified' });
  });
});

describe('FraudSight updates', () => {
  async function assessed() {
    const transactionReference = reference('FS');
    const res = await sandbox.call('fraudAssessment', {
      body: {
        transactionReference,
        merchant: { entity },
        instruction: { paymentInstrument: front(), value: { currency: 'GBP', amount: 100 } },
      },
    });
    return { transactionReference, riskProfile: stringAt(res.json, 'riskProfile.href') };
  }
  const chargeback = (a: { transactionReference: string; riskProfile: string }) => ({
    ...a,
    merchant: { entity },
    sourceDate: '2026-12-01T00:00:00Z',
    acquirerReference: '02691780344910023278387',
    chargebackReasonCode: '31',
    chargebackCaseReference: '123456',
    chargebackValue: { currency: 'GBP', amount: 100 },
  });

  it('takes each update of an assessment the sandbox made (204)', async () => {
    const a = await assessed();
    const payment = { ...a, merchant: { entity }, paymentOutcome: 'refused', refusalCode: '5' };
    expect((await sandbox.call('fraudUpdatePayment', { body: payment })).status).toBe(204);
    const fraud = {
      ...a,
      merchant: { entity },
      source: 'TC40',
      sourceDate: '2026-12-01T00:00:00Z',
      acquirerReference: 'ref-1',
      fraudReasonCode: '5',
      value: { currency: 'GBP', amount: 100 },
    };
    expect((await sandbox.call('fraudUpdateFraud', { body: fraud })).status).toBe(204);
    expect((await sandbox.call('fraudUpdateChargeback', { body: chargeback(a) })).status).toBe(204);
  });

  it("refuses another assessment's risk profile, a made-up one, and an empty acquirer reference", async () => {
    const [first, second] = [await assessed(), await assessed()];
    for (const riskProfile of [second.riskProfile, `${first.riskProfile.slice(0, -4)}AAAA`]) {
      const res = await sandbox.call('fraudUpdateChargeback', {
        body: chargeback({ ...first, riskProfile }),
      });
      expect(res).toMatchObject({
        status: 400,
        json: { validationErrors: [{ jsonPath: '$.riskProfile' }] },
      });
    }
    const res = await sandbox.call('fraudUpdateChargeback', {
      body: { ...chargeback(first), acquirerReference: '' },
    });
    // The document's own example of this refusal, word for word.
    expect(res.json).toMatchObject({
      errorName: 'bodyDoesNotMatchSchema',
      message: 'The json body provided does not match the expected schema',
      validationErrors: [
        {
          errorName: 'stringIsTooShort',
          message: 'Acquirer reference must be between 1 and 128 characters inclusive',
          jsonPath: '$.acquirerReference',
        },
      ],
    });
  });
});

describe('GET /payouts/query', () => {
  it('finds a payout by reference and entity; names a missing parameter; 404 for none', async () => {
    const body = payoutRequest({
      type: 'card/plain',
      cardNumber: '4444333322221111',
      cardExpiryDate: expiry,
    });
    await sandbox.call('payoutFastAccess', { body });
    const found = await sandbox.call('queryPayouts', {
      query: { transactionReference: body.transactionReference, entity },
    });
    expect(found).toMatchObject({ status: 200, json: { outcome: 'approved' } });
    const missing = await sandbox.call('queryPayouts', { query: { entity } });
    expect(missing).toMatchObject({
      status: 400,
      json: {
        errorName: 'urlContainsInvalidValue',
        validationErrors: [{ errorName: 'fieldIsMissing', queryParameter: 'transactionReference' }],
      },
    });
    const none = await sandbox.call('queryPayouts', {
      query: { transactionReference: 'nope', entity },
    });
    expect(none).toMatchObject({ status: 404, json: { errorName: 'resourceNotFound' } });
  });
});

describe('GET /paymentQueries/archivedPayments', () => {
  it('answers an empty list (nothing outlives the retention) and needs both parameters', async () => {
    const res = await sandbox.call('queryArchivedPayments', {
      query: { transactionReference: 'old-one', entityReference: entity },
    });
    expect(res).toMatchObject({ status: 200, json: { _embedded: { payments: [] } } });
    expect((await sandbox.call('queryArchivedPayments')).status).toBe(400);
  });
});

describe('Card Verifications v6', () => {
  const verification = (paymentInstrument: object, extra = {}) => ({
    type: 'cardVerification',
    merchant: { entity },
    transactionReference: reference('CV'),
    instruction: { value: { currency: 'GBP' }, paymentInstrument, ...extra },
  });

  it.each([
    [{ type: 'card/plain', cardNumber: '4444333322221111', expiryDate: expiry }, 'verified'],
    [
      {
        type: 'card/plain',
        cardNumber: '4444333322221111',
        expiryDate: expiry,
        cardHolderName: 'REFUSED76',
        cvc: '444',
      },
      'not verified',
    ],
    [
      { type: 'card/networkToken+applepay', tokenNumber: '4444333322221111', expiryDate: expiry },
      'verified',
    ],
  ])('verifies %o → %s, and its link answers it again', async (instrument, outcome) => {
    const res = await sandbox.call('cardVerification', { body: verification(instrument) });
    expect(res).toMatchObject({ status: 201, json: { outcome } });
    const href = stringAt(res.json, '_links.cardVerifications:verification.href');
    expect((await sandbox.follow(href, 'GET')).json).toEqual(res.json);
  });

  it('gives a scheme reference for a card on file, and answers a name inquiry 200', async () => {
    const onFile = verification(
      { type: 'card/plain', cardNumber: '4444333322221111', expiryDate: expiry },
      { customerAgreement: { type: 'cardOnFile', storedCardUsage: 'first' } },
    );
    expect(
      stringAt((await sandbox.call('cardVerification', { body: onFile })).json, 'scheme.reference'),
    ).toMatch(/^\d+$/);
    const inquiry = await sandbox.call('cardVerification', {
      body: {
        type: 'nameInquiry',
        merchant: { entity },
        instruction: {
          paymentInstrument: {
            type: 'card/plain',
            cardNumber: '4444333322221111',
            expiryDate: expiry,
          },
          cardHolder: { firstName: 'Ada', lastName: 'Lovelace' },
        },
      },
    });
    expect(inquiry).toMatchObject({ status: 200, json: { outcome: 'verified' } });
  });
});

describe('paths no operation has', () => {
  // Issue 41, deviation 13: these were swallowed by /payouts/{id} and /tokens/{id}.
  it.each([
    ['GET', '/payouts/query/extra'],
    ['GET', '/fraudsight/update/other'],
    ['POST', '/tokens/network/other/more'],
    ['GET', '/paymentQueries/somethingElse/x/y'],
  ])("%s %s → the provider's 404 endpointNotFound", async (method, url) => {
    const res = await sandbox.app.inject({ method: method === 'GET' ? 'GET' : 'POST', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorName: 'endpointNotFound' });
  });
});
