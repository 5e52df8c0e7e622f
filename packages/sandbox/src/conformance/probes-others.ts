// Probes of the modular APIs: 3DS, FraudSight, Tokens (and network tokens), Verified Tokens,
// Card Payouts, Payment Queries, Hosted Payment Pages and Card Verifications v6.
import { completeChallenge } from '../domain/three-ds';
import { adaptExample, type Probe } from './probe';
import { ConformanceSession, entity, expiry, newReference, stringAtPath } from './session';

const path = ConformanceSession.pathOf;
const front = (cardNumber = '4000000000001091') => ({
  type: 'card/front',
  cardHolderName: 'Ada Lovelace',
  cardNumber,
  cardExpiryDate: expiry,
});
const value = { currency: 'GBP', amount: 1000 };

function authenticationBody(transactionReference: string, cardNumber = '4000000000001000') {
  return {
    transactionReference,
    merchant: { entity },
    instruction: { paymentInstrument: front(cardNumber), value },
    deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0' },
    challenge: { returnUrl: 'https://shop.test/return' },
  };
}

/** A challenge the shopper passed, ready to verify: its transaction and challenge references. */
async function passedChallenge(s: ConformanceSession, transactionReference = newReference('3DS')) {
  const sent = await s.call(
    'threeDsAuthentication',
    authenticationBody(transactionReference, '4000000000001091'),
  );
  const reference = stringAtPath(sent.json, 'challenge.reference');
  await completeChallenge(s.sandbox.ctx, reference, 'passed');
  return { transactionReference, reference };
}

async function assessment(s: ConformanceSession) {
  const transactionReference = newReference('FS');
  const sent = await s.call('fraudAssessment', {
    transactionReference,
    merchant: { entity },
    instruction: { paymentInstrument: front('4444333322221111'), value },
  });
  return { transactionReference, riskProfile: stringAtPath(sent.json, 'riskProfile.href') };
}

/** FraudSight updates name an assessment: its transaction reference and risk profile. */
function fraudUpdate(body: (a: { transactionReference: string; riskProfile: string }) => object) {
  return {
    own: async (s: ConformanceSession) => ({ path: '', body: body(await assessment(s)) }),
    example: async (s: ConformanceSession, example: unknown) => {
      const found = await assessment(s);
      const adapted = await adaptExample(s, example);
      return {
        path: '',
        body: typeof adapted === 'object' && adapted !== null ? { ...adapted, ...found } : adapted,
      };
    },
  };
}

function withPath(probe: ReturnType<typeof fraudUpdate>, at: string): Probe {
  return {
    own: async (s) => ({ ...(await probe.own(s)), path: at }),
    example: async (s, example) => ({ ...(await probe.example(s, example)), path: at }),
  };
}

const verifiedTokenBody = () => ({
  description: 'Conformance card',
  paymentInstrument: {
    type: 'card/plain',
    cardNumber: '4444333322221111',
    cardExpiryDate: expiry,
    cardHolderName: 'Ada Lovelace',
  },
  merchant: { entity },
  verificationCurrency: 'GBP',
  namespace: newReference('NS'),
});

async function payout(s: ConformanceSession) {
  const transactionReference = newReference('PO');
  const sent = await s.call('payoutFastAccess', {
    transactionReference,
    merchant: { entity },
    instruction: {
      narrative: { line1: 'Conformance' },
      value,
      payoutInstrument: {
        type: 'card/plain',
        cardNumber: '4444333322221111',
        cardExpiryDate: expiry,
      },
    },
  });
  return { transactionReference, json: sent.json };
}

async function networkToken(s: ConformanceSession) {
  const sent = await s.call('provisionNetworkToken', {
    paymentInstrument: front('4444333322221111'),
    merchant: { entity },
  });
  return sent.json;
}

const cardVerificationBody = () => ({
  type: 'cardVerification',
  merchant: { entity },
  transactionReference: newReference('CV'),
  instruction: {
    value: { currency: 'GBP' },
    narrative: { line1: 'Conformance' },
    paymentInstrument: {
      type: 'card/plain',
      cardHolderName: 'Ada Lovelace',
      cardNumber: '4444333322221111',
      expiryDate: expiry,
    },
  },
});

const lookup = '_links.tokens:networkTokenLookup.href';
/** The example's token number is no token of this sandbox: its own token stands in. */
const cryptogramBody = async (s: ConformanceSession) => ({
  tokenNumber: stringAtPath(await networkToken(s), 'tokenPaymentInstrument.tokenNumber'),
});

export const otherProbes: Record<string, Probe> = {
  'POST /verifications/customers/3ds/deviceDataInitialization': {
    own: async () => ({
      path: '/verifications/customers/3ds/deviceDataInitialization',
      body: {
        transactionReference: newReference('DDI'),
        merchant: { entity },
        paymentInstrument: front(),
      },
    }),
  },
  'POST /verifications/customers/3ds/authentication': {
    own: async () => ({
      path: '/verifications/customers/3ds/authentication',
      body: authenticationBody(newReference('3DS')),
    }),
  },
  'POST /verifications/customers/3ds/verification': {
    own: async (s) => {
      const { transactionReference, reference } = await passedChallenge(s);
      return {
        path: '/verifications/customers/3ds/verification',
        body: { transactionReference, merchant: { entity }, challenge: { reference } },
      };
    },
    example: async (s, example) => {
      const { transactionReference, reference } = await passedChallenge(s);
      const adapted = await adaptExample(s, example);
      const body =
        typeof adapted === 'object' && adapted !== null
          ? { ...adapted, transactionReference, challenge: { reference } }
          : adapted;
      return { path: '/verifications/customers/3ds/verification', body };
    },
  },
  'POST /fraudsight/assessment': {
    own: async () => ({
      path: '/fraudsight/assessment',
      body: {
        transactionReference: newReference('FS'),
        merchant: { entity },
        instruction: { paymentInstrument: front(), value },
      },
    }),
  },
  'POST /fraudsight/update/payment': withPath(
    fraudUpdate((a) => ({ ...a, merchant: { entity }, paymentOutcome: 'authorized' })),
    '/fraudsight/update/payment',
  ),
  'POST /fraudsight/update/fraud': withPath(
    fraudUpdate((a) => ({
      ...a,
      merchant: { entity },
      source: 'TC40',
      sourceDate: '2026-01-02T00:00:00Z',
      acquirerReference: '02691780344910023278387',
      fraudReasonCode: '5',
      value,
    })),
    '/fraudsight/update/fraud',
  ),
  'POST /fraudsight/update/chargeback': withPath(
    fraudUpdate((a) => ({
      ...a,
      merchant: { entity },
      sourceDate: '2026-01-02T00:00:00Z',
      acquirerReference: '02691780344910023278387',
      chargebackReasonCode: '31',
      chargebackCaseReference: '123456',
      chargebackValue: value,
    })),
    '/fraudsight/update/chargeback',
  ),
  'POST /tokens': {
    outcomes: [409],
    own: async () => ({
      path: '/tokens',
      body: {
        paymentInstrument: front('4444333322221111'),
        merchant: { entity },
        namespace: newReference('NS'),
      },
    }),
  },
  'GET /tokens/{tokenId}': {
    own: async (s) => ({ path: path((await s.token()).href) }),
  },
  'PUT /tokens/{tokenId}': {
    own: async (s) => ({
      path: path(
        stringAtPath((await s.token()).json, '_embedded.token._links.tokens:description.href'),
      ),
      body: 'A new description',
    }),
    example: async (s, example) => {
      const token = (await s.token()).json;
      // Each example is the new value of one attribute: sent to that attribute's own link.
      const rel =
        typeof example === 'object' && example !== null
          ? 'month' in example
            ? 'tokens:cardExpiryDate'
            : 'tokens:billingAddress'
          : typeof example === 'string' && /^\d+$/.test(example)
            ? 'tokens:schemeTransactionReference'
            : 'tokens:description';
      return {
        path: path(stringAtPath(token, `_embedded.token._links.${rel}.href`)),
        body: example,
      };
    },
  },
  'DELETE /tokens/{tokenId}': {
    own: async (s) => ({ path: path((await s.token()).href) }),
  },
  'POST /tokens/network': {
    own: async () => ({
      path: '/tokens/network',
      body: { paymentInstrument: front('4444333322221111'), merchant: { entity } },
    }),
  },
  'GET /tokens/network/{id}': {
    own: async (s) => ({ path: path(stringAtPath(await networkToken(s), lookup)) }),
  },
  'DELETE /tokens/network/{id}': {
    own: async (s) => ({ path: path(stringAtPath(await networkToken(s), lookup)) }),
  },
  'POST /tokens/network/cryptograms': {
    own: async (s) => ({ path: '/tokens/network/cryptograms', body: await cryptogramBody(s) }),
    example: async (s) => ({ path: '/tokens/network/cryptograms', body: await cryptogramBody(s) }),
  },
  'POST /verifiedTokens/cardOnFile': {
    outcomes: [409],
    own: async () => ({ path: '/verifiedTokens/cardOnFile', body: verifiedTokenBody() }),
  },
  'POST /verifiedTokens/oneTime': {
    outcomes: [409],
    own: async () => ({ path: '/verifiedTokens/oneTime', body: verifiedTokenBody() }),
  },
  'POST /payouts/fastAccess': {
    own: async () => ({
      path: '/payouts/fastAccess',
      body: {
        transactionReference: newReference('PO'),
        merchant: { entity },
        instruction: {
          narrative: { line1: 'Conformance' },
          value,
          payoutInstrument: {
            type: 'card/plain',
            cardNumber: '4444333322221111',
            cardExpiryDate: expiry,
          },
        },
      },
    }),
  },
  'POST /payouts/basicDisbursement': {
    own: async () => ({
      path: '/payouts/basicDisbursement',
      body: {
        transactionReference: newReference('PO'),
        merchant: { entity },
        instruction: {
          narrative: { line1: 'Conformance' },
          value,
          payoutInstrument: {
            type: 'card/plain',
            cardNumber: '5555555555554444',
            cardExpiryDate: expiry,
          },
        },
      },
    }),
  },
  'GET /payouts/{resource}': {
    own: async (s) => ({
      path: path(stringAtPath((await payout(s)).json, '_links.payouts:payout.href')),
    }),
  },
  'GET /payouts/query': {
    own: async (s) => {
      const { transactionReference } = await payout(s);
      return {
        path: `/payouts/query?transactionReference=${encodeURIComponent(transactionReference)}&entity=${entity}`,
      };
    },
  },
  'GET /paymentQueries/payments': {
    own: async (s) => {
      const payment = await s.paymentsApiPayment();
      const reference = stringAtPath(payment, 'transactionReference');
      return {
        path: `/paymentQueries/payments?transactionReference=${encodeURIComponent(reference)}`,
      };
    },
  },
  'GET /paymentQueries/payments/{paymentId}': {
    own: async (s) => {
      const paymentId = stringAtPath(await s.cardPayment(), 'paymentId');
      return { path: `/paymentQueries/payments/${paymentId}` };
    },
  },
  'GET /paymentQueries/archivedPayments': {
    own: async () => ({
      path: `/paymentQueries/archivedPayments?transactionReference=${newReference('OLD')}&entityReference=${entity}`,
    }),
  },
  'POST /payment_pages': {
    own: async () => ({
      path: '/payment_pages',
      body: {
        transactionReference: newReference('HPP'),
        merchant: { entity },
        narrative: { line1: 'Conformance' },
        value,
      },
      headers: { 'wp-correlationid': 'conformance-probe' },
    }),
  },
  'POST /cardVerifications': {
    own: async () => ({ path: '/cardVerifications', body: cardVerificationBody() }),
  },
  'GET /cardVerifications/{linkData}': {
    own: async (s) => {
      const sent = await s.call('cardVerification', cardVerificationBody());
      return { path: path(stringAtPath(sent.json, '_links.cardVerifications:verification.href')) };
    },
  },
};
