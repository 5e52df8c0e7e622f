// Issue 41, deviations 1, 4–7 and 9: every instrument the published documents give, in every API
// that takes it — wallets (encrypted payload and decrypted token), network tokens, external 3DS,
// account funding, Card Payments' optional fields, 3DS / FraudSight cards with their billing
// address and FraudSight's masked card — is accepted, decided by the scenario table, and kept
// like any other payment (settled, refunded, queried; its events sent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletCards } from '../domain/scenarios';
import {
  billingAddress,
  citRequest,
  entity,
  expiry,
  paymentRequest,
  payoutRequest,
  reference,
  returnUrl,
  stringAt,
  threeDsPart,
} from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';
import {
  merchantAuth,
  startReceiver,
  webhookSettings,
  type TestReceiver,
} from '../test/webhook-receiver';

let sandbox: TestSandbox;
let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
  sandbox = await startTestSandbox({ webhooks: webhookSettings([receiver.url]) });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

const applePayPayload = JSON.stringify({
  version: 'EC_v1',
  data: 'kdHd..GQ==',
  signature: 'MIAG',
  header: {},
});

/** A Payments API payment of another method than a card. */
function walletPayment(method: 'applepay' | 'googlepay', paymentInstrument: object, extra = {}) {
  const body = paymentRequest();
  return {
    ...body,
    instruction: {
      method,
      paymentInstrument,
      narrative: body.instruction.narrative,
      value: body.instruction.value,
      ...extra,
    },
  };
}
const pay = (body: unknown) => sandbox.call('payment', { body });

describe('Payments API: wallets, network tokens, external 3DS, account funding', () => {
  it.each([
    [
      'an Apple Pay payload',
      walletPayment('applepay', { type: 'encrypted', walletToken: applePayPayload }),
      walletCards.applepay.number,
    ],
    [
      'a decrypted Apple Pay token',
      walletPayment('applepay', {
        type: 'decrypted',
        number: '4444333322221111',
        expiryDate: expiry,
        cryptogram: 'MAAAAAAAAAAAAAAAAAAAAAAAAAB=',
        eci: '07',
      }),
      '4444333322221111',
    ],
    [
      'a Google Pay payload',
      walletPayment('googlepay', { type: 'encrypted', walletToken: '{"protocolVersion":"ECv1"}' }),
      walletCards.googlepay.number,
    ],
    [
      'a decrypted Google Pay card (PAN_ONLY)',
      walletPayment('googlepay', {
        type: 'decrypted',
        number: '5555555555554444',
        expiryDate: expiry,
      }),
      '5555555555554444',
    ],
    [
      'a network token',
      paymentRequest({
        instrument: {
          type: 'networkToken',
          tokenNumber: '4444333322221111',
          expiryDate: expiry,
          cryptogram: 'MAAAAAAAAAAAAAAAAAAAAAAAAAB=',
          eci: '07',
        },
      }),
      '4444333322221111',
    ],
  ])('authorizes %s', async (_what, body, cardNumber) => {
    const res = await pay(body);
    expect(res).toMatchObject({ status: 201, json: { outcome: 'authorized' } });
    expect(stringAt(res.json, 'paymentInstrument.lastFour')).toBe(cardNumber.slice(-4));
  });

  it('decides an encrypted payload by the scenario table: a non-JSON payload is a magic name', async () => {
    const refused = await pay(
      walletPayment('applepay', { type: 'encrypted', walletToken: 'REFUSED51' }),
    );
    expect(refused.json).toMatchObject({ outcome: 'refused', refusalCode: '51' });
    const error = await pay(
      walletPayment('googlepay', { type: 'encrypted', walletToken: 'ERROR' }),
    );
    expect(error.status).toBe(500);
  });

  it('runs 3DS for a Google Pay payload, and not for a token with its cryptogram', async () => {
    const payload = walletPayment(
      'googlepay',
      { type: 'encrypted', walletToken: '{}' },
      { threeDS: threeDsPart },
    );
    expect((await pay(payload)).json).toMatchObject({ outcome: '3dsDeviceDataRequired' });
    const decrypted = walletPayment(
      'googlepay',
      {
        type: 'decrypted',
        number: '4000000000001091',
        expiryDate: expiry,
        cryptogram: 'AgAAAAAA',
        eci: '05',
      },
      { threeDS: threeDsPart },
    );
    expect((await pay(decrypted)).json).toMatchObject({ outcome: 'authorized' });
  });

  it('refuses what a wallet instruction does not take', async () => {
    const res = await pay(
      walletPayment('applepay', { type: 'encrypted', walletToken: '{}' }, { threeDS: threeDsPart }),
    );
    expect(res.json).toMatchObject({
      validationErrors: [{ errorName: 'fieldIsNotAllowed', jsonPath: '$.instruction.threeDS' }],
    });
  });

  it('authorizes with an external authentication and an account funding transfer', async () => {
    const body = paymentRequest({
      cardNumber: '4000000000001091',
      threeDS: {
        type: 'external',
        version: '2.2.0',
        eci: '05',
        authenticationValue: 'kBNHXUAy4+HT1gAMBSDajheBcxQh',
        dsTransactionId: 'b8fb4ecc-7e2e-4b1c-816d-0149849776b8',
      },
    });
    const res = await pay({
      ...body,
      merchant: { entity, mcc: '6012' },
      instruction: {
        ...body.instruction,
        fundsTransfer: { type: 'walletLoad', purpose: 'crypto', recipient: { firstName: 'Ada' } },
        consumerBillPayment: true,
      },
    });
    expect(res.json).toMatchObject({
      outcome: 'authorized',
      threeDS: { outcome: 'authenticated', version: '2.2.0', eci: '05' },
    });
  });

  it('keeps a network token payment like any other: settled, refunded, queried, its events sent', async () => {
    const res = await pay(
      paymentRequest({
        instrument: { type: 'networkToken', tokenNumber: '5555555555554444', expiryDate: expiry },
      }),
    );
    const transactionReference = stringAt(res.json, 'transactionReference');
    const settled = await sandbox.follow(stringAt(res.json, '_actions.settlePayment.href'), 'POST');
    expect(settled.json).toMatchObject({ outcome: 'sentForSettlement' });
    const refunded = await sandbox.follow(
      stringAt(settled.json, '_actions.refundPayment.href'),
      'POST',
    );
    expect(refunded.json).toMatchObject({ outcome: 'sentForRefund' });
    const found = await sandbox.call('queryPayments', { query: { transactionReference } });
    expect(found.json).toMatchObject({
      _embedded: { payments: [{ paymentInstrument: { type: 'card/networkToken' } }] },
    });
    const events = await sandbox.app.inject({
      url: `/_sandbox/webhooks?transactionReference=${transactionReference}`,
      headers: merchantAuth(sandbox),
    });
    const types = JSON.stringify(events.json());
    for (const type of ['authorized', 'sentForSettlement', 'sentForRefund'])
      expect(types).toContain(`"${type}"`);
  });
});

describe('Card Payments v7: network tokens, wallets and the optional fields', () => {
  it.each([
    [
      {
        type: 'card/networkToken',
        tokenNumber: '4444333322221111',
        expiryDate: expiry,
        cardHolderName: 'REFUSED62',
      },
      'refused',
    ],
    [
      { type: 'card/networkToken+applepay', tokenNumber: '4444333322221111', expiryDate: expiry },
      'authorized',
    ],
    [
      { type: 'card/networkToken+googlepay', tokenNumber: '5555555555554444', expiryDate: expiry },
      'authorized',
    ],
    [{ type: 'card/wallet+applepay', walletToken: applePayPayload }, 'authorized'],
    [{ type: 'card/wallet+googlepay', walletToken: 'REFUSED5' }, 'refused'],
  ])('%o → %s', async (instrument, outcome) => {
    const body = citRequest(instrument);
    const res = await sandbox.call('cardPaymentCit', {
      body: {
        ...body,
        merchant: {
          entity,
          mcc: '5411',
          paymentFacilitator: { schemeId: '123', subMerchant: { name: 'Shop' } },
        },
        instruction: { ...body.instruction, consumerBillPayment: true, debtRepayment: false },
        authentication: { networkToken: { cryptogram: 'MAAAAAAAAAAAAAAAAAAAAAAAAAB=', eci: '07' } },
      },
    });
    expect(res).toMatchObject({ status: 201, json: { outcome } });
  });
});

describe('3DS and FraudSight: every card instrument, with its billing address', () => {
  const front = {
    type: 'card/front',
    cardHolderName: 'fs-review',
    cardNumber: '4000000000001000',
    cardExpiryDate: expiry,
    billingAddress,
  };
  const instruments = [
    front,
    {
      type: 'card/networkToken',
      tokenNumber: '4000000000001000',
      cardExpiryDate: expiry,
      billingAddress,
    },
    {
      type: 'card/wallet+googlepay',
      walletToken: '{}',
      billingAddress: { postalCode: 'SW1A 1AA', countryCode: 'GB' },
    },
  ];
  it.each(instruments)('authenticates %o', async (paymentInstrument) => {
    const res = await sandbox.call('threeDsAuthentication', {
      body: {
        transactionReference: reference('3DS'),
        merchant: { entity },
        instruction: { paymentInstrument, value: { currency: 'GBP', amount: 100 } },
        deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0' },
        challenge: { returnUrl },
      },
    });
    expect(res).toMatchObject({ status: 200, json: { outcome: 'authenticated' } });
  });

  it.each([
    [front, 'review'],
    [
      {
        type: 'card/plain+masked',
        cardBin: '444433',
        lastFour: '1111',
        reference: 'card-ref-0001',
        cardHolderName: 'fs-highRisk',
        billingAddress,
      },
      'highRisk',
    ],
    [instruments[1], 'lowRisk'],
  ])('assesses %o → %s', async (paymentInstrument, outcome) => {
    const res = await sandbox.call('fraudAssessment', {
      body: {
        transactionReference: reference('FS'),
        merchant: { entity },
        instruction: { paymentInstrument, value: { currency: 'GBP', amount: 100 } },
      },
    });
    expect(res).toMatchObject({ status: 200, json: { outcome } });
  });
});

describe('Card Payouts: network tokens and decrypted Apple Pay', () => {
  it.each([
    { type: 'card/networkToken', tokenNumber: '4444333322221111', expiryDate: expiry },
    {
      type: 'card/networkToken+applepay',
      dpan: '4444333322221111',
      cardExpiryDate: expiry,
      billingAddress: { postalCode: 'SW1A 1AA', countryCode: 'GB' },
    },
  ])('pays out to %o', async (instrument) => {
    const res = await sandbox.call('payoutFastAccess', { body: payoutRequest(instrument) });
    expect(res).toMatchObject({ status: 201, json: { outcome: 'approved' } });
  });
});
