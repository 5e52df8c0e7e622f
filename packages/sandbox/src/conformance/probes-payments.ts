// Probes of the Payments API (2024-06-01) and Card Payments v7: each follow-up action acts on a
// payment made for it, through the href the sandbox handed out (never a URL built by hand).
import { completeChallenge } from '../domain/three-ds';
import { adaptExample, type Probe } from './probe';
import { ConformanceSession, entity, expiry, newReference, stringAtPath } from './session';

const threeDS = {
  type: 'integrated',
  mode: 'always',
  challenge: { returnUrl: 'https://shop.test/return' },
  deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0' },
};

function paymentBody(o: { cardNumber?: string; threeDS?: boolean } = {}) {
  return {
    transactionReference: newReference('PAY'),
    merchant: { entity },
    instruction: {
      method: 'card',
      paymentInstrument: {
        type: 'plain',
        cardNumber: o.cardNumber ?? '4444333322221111',
        expiryDate: expiry,
        cardHolderName: 'Ada Lovelace',
      },
      narrative: { line1: 'Conformance' },
      value: { currency: 'GBP', amount: 1000 },
      ...(o.threeDS ? { threeDS } : {}),
    },
  };
}

const path = ConformanceSession.pathOf;
const action = (json: unknown, name: string) => path(stringAtPath(json, `_actions.${name}.href`));
const link = (json: unknown, rel: string) => path(stringAtPath(json, `_links.${rel}.href`));

/** A Payments API payment settled in full (so refunds are offered). */
async function settledPayment(s: ConformanceSession) {
  const authorized = await s.paymentsApiPayment();
  const settled = await s.send('POST', action(authorized, 'settlePayment'));
  return settled.json;
}

/** A Payments API payment waiting for its challenge to be completed (the shopper passed). */
async function challengedPayment(s: ConformanceSession) {
  const started = await s.call(
    'payment',
    paymentBody({ cardNumber: '4000000000001091', threeDS: true }),
  );
  const challenged = await s.send('POST', action(started.json, 'supply3dsDeviceData'), {
    collectionReference: '0_conformance',
  });
  const reference = stringAtPath(challenged.json, 'challenge.reference');
  await completeChallenge(s.sandbox.ctx, reference, 'passed');
  return challenged.json;
}

const partial = { reference: 'part-1', value: { currency: 'GBP', amount: 100 } };

export const paymentsProbes: Record<string, Probe> = {
  'POST /api/payments': {
    own: async () => ({ path: '/api/payments', body: paymentBody() }),
  },
  'GET /api/payments/{linkData}': {
    own: async (s) => ({ path: link(await s.paymentsApiPayment(), 'self') }),
  },
  'POST /api/payments/{linkData}/settlements': {
    own: async (s) => ({ path: action(await s.paymentsApiPayment(), 'settlePayment') }),
  },
  'POST /api/payments/{linkData}/partialSettlements': {
    own: async (s) => ({
      path: action(await s.paymentsApiPayment(), 'partiallySettlePayment'),
      body: { ...partial, sequence: { number: 1, total: 2 } },
    }),
  },
  'POST /api/payments/{linkData}/refunds': {
    own: async (s) => ({ path: action(await settledPayment(s), 'refundPayment') }),
  },
  'POST /api/payments/{linkData}/partialRefunds': {
    own: async (s) => ({
      path: action(await settledPayment(s), 'partiallyRefundPayment'),
      body: partial,
    }),
  },
  'POST /api/payments/{linkData}/cancellations': {
    own: async (s) => ({ path: action(await s.paymentsApiPayment(), 'cancelPayment') }),
  },
  'POST /api/payments/{linkData}/reversals': {
    own: async (s) => ({ path: action(await s.paymentsApiPayment(), 'reversePayment') }),
  },
  'POST /api/payments/{linkData}/3dsDeviceData': {
    own: async (s) => {
      const started = await s.call('payment', paymentBody({ threeDS: true }));
      return {
        path: action(started.json, 'supply3dsDeviceData'),
        body: { collectionReference: '0_conformance' },
      };
    },
  },
  'POST /api/payments/{linkData}/3dsChallenges': {
    own: async (s) => ({ path: action(await challengedPayment(s), 'complete3dsChallenge') }),
  },
};

// ---- Card Payments v7 ---------------------------------------------------------------------

const v7Partial = { value: { currency: 'GBP', amount: 100 }, reference: 'part-1' };

/** The currency and amount an example's body names, for a payment it can act on. */
function valueOf(example: unknown): { currency?: string; amount?: number } {
  const value: unknown =
    typeof example === 'object' && example !== null ? Reflect.get(example, 'value') : undefined;
  if (typeof value !== 'object' || value === null) return {};
  const currency: unknown = Reflect.get(value, 'currency');
  const amount: unknown = Reflect.get(value, 'amount');
  return {
    ...(typeof currency === 'string' ? { currency } : {}),
    ...(typeof amount === 'number' ? { amount } : {}),
  };
}

async function settledCardPayment(s: ConformanceSession, example?: unknown) {
  const authorized = await s.cardPayment(paymentFor(example));
  const settled = await s.send('POST', link(authorized, 'cardPayments:settle'));
  return settled.json;
}

/** A payment in the example's currency, large enough for the amount it acts on. */
function paymentFor(example: unknown, estimated = false) {
  const { currency, amount } = valueOf(example);
  return {
    ...(currency ? { currency } : {}),
    amount: Math.max((amount ?? 0) * 10, 1000),
    estimated,
  };
}

/** A partial action (or increase) on a v7 payment made for the example. */
function v7PartialProbe(
  rel: string,
  state: 'authorized' | 'settled' | 'estimated',
  own: object,
): Probe {
  const target = async (s: ConformanceSession, example?: unknown) =>
    state === 'settled'
      ? await settledCardPayment(s, example)
      : await s.cardPayment(paymentFor(example, state === 'estimated'));
  return {
    own: async (s) => ({ path: link(await target(s), rel), body: own }),
    example: async (s, example) => ({
      path: link(await target(s, example), rel),
      body: await adaptExample(s, example),
    }),
  };
}

function citBody() {
  return {
    transactionReference: newReference('CIT'),
    merchant: { entity },
    channel: 'ecom',
    instruction: {
      requestAutoSettlement: { enabled: false },
      narrative: { line1: 'Conformance' },
      value: { currency: 'GBP', amount: 1000 },
      paymentInstrument: {
        type: 'card/plain',
        cardNumber: '4444333322221111',
        expiryDate: expiry,
        cardHolderName: 'Ada Lovelace',
      },
      customerAgreement: { type: 'cardOnFile', storedCardUsage: 'first' },
    },
  };
}

/** A merchant-initiated payment quotes the scheme reference the first payment was given. */
async function mitBody(s: ConformanceSession, example?: unknown) {
  const first = await s.cardPayment();
  const schemeReference = stringAtPath(first, 'scheme.reference');
  const adapted = example === undefined ? undefined : await adaptExample(s, example);
  const body = adapted ?? {
    transactionReference: newReference('MIT'),
    merchant: { entity },
    instruction: {
      requestAutoSettlement: { enabled: false },
      narrative: { line1: 'Conformance' },
      value: { currency: 'GBP', amount: 1000 },
      paymentInstrument: {
        type: 'card/plain',
        cardNumber: '4444333322221111',
        expiryDate: expiry,
      },
      customerAgreement: { type: 'subscription', schemeReference },
    },
  };
  return withSchemeReference(body, schemeReference);
}

function withSchemeReference(body: unknown, schemeReference: string): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const instruction = Reflect.get(body, 'instruction');
  if (typeof instruction !== 'object' || instruction === null) return body;
  const agreement = Reflect.get(instruction, 'customerAgreement');
  if (typeof agreement !== 'object' || agreement === null) return body;
  // The example's card is charged: the scheme reference must be one issued for it.
  const instrument: unknown = Reflect.get(instruction, 'paymentInstrument');
  const card =
    typeof instrument === 'object' && instrument !== null
      ? { ...instrument, cardNumber: '4444333322221111', expiryDate: expiry }
      : instrument;
  return {
    ...body,
    instruction: {
      ...instruction,
      paymentInstrument: card,
      customerAgreement: { ...agreement, schemeReference },
    },
  };
}

export const cardPaymentsProbes: Record<string, Probe> = {
  'POST /cardPayments/customerInitiatedTransactions': {
    own: async () => ({ path: '/cardPayments/customerInitiatedTransactions', body: citBody() }),
  },
  'POST /cardPayments/merchantInitiatedTransactions': {
    own: async (s) => ({
      path: '/cardPayments/merchantInitiatedTransactions',
      body: await mitBody(s),
    }),
    example: async (s, example) => ({
      path: '/cardPayments/merchantInitiatedTransactions',
      body: await mitBody(s, example),
    }),
  },
  'POST /payments/settlements/{linkData}': {
    own: async (s) => ({ path: link(await s.cardPayment(), 'cardPayments:settle') }),
  },
  'POST /payments/settlements/partials/{linkData}': v7PartialProbe(
    'cardPayments:partialSettle',
    'authorized',
    v7Partial,
  ),
  'POST /payments/settlements/refunds/full/{linkData}': {
    own: async (s) => ({ path: link(await settledCardPayment(s), 'cardPayments:refund') }),
  },
  'POST /payments/settlements/refunds/partials/{linkData}': v7PartialProbe(
    'cardPayments:partialRefund',
    'settled',
    v7Partial,
  ),
  'POST /payments/authorizations/cancellations/{linkData}': {
    own: async (s) => ({ path: link(await s.cardPayment(), 'cardPayments:cancel') }),
  },
  'POST /payments/authorizations/cancellations/partials/{linkData}': v7PartialProbe(
    'cardPayments:partialCancel',
    'authorized',
    v7Partial,
  ),
  'POST /payments/authorizations/incrementalAuthorizations/{linkData}': v7PartialProbe(
    'cardPayments:increaseAuthorizedAmount',
    'estimated',
    { value: { currency: 'GBP', amount: 100 } },
  ),
  'POST /payments/sales/reversals/{linkData}': {
    own: async (s) => ({ path: link(await s.cardPayment(), 'cardPayments:reverse') }),
  },
  'GET /payments/events/{linkData}': {
    own: async (s) => ({ path: link(await s.cardPayment(), 'cardPayments:events') }),
  },
  'GET /payments/events': {
    own: async (s) => {
      const payment = await s.cardPayment();
      const reference = stringAtPath(payment, 'transactionReference');
      return { path: `/payments/events?transactionReference=${encodeURIComponent(reference)}` };
    },
  },
};
