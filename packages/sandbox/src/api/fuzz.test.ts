// Fuzzed bodies to every route of the endpoint table: random JSON, mutations of valid bodies
// (so validation and the domain are reached, not just the JSON parser), truncated, oversized,
// binary and empty bodies. Every answer must be a conforming answer, and never a 5xx. The
// generator is seeded, so a failure names the seed and case that reproduce it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerEndpoints } from '@sjd/contracts';
import {
  citRequest,
  createToken,
  entity,
  expiry,
  paymentRequest,
  payoutRequest,
  plainCard,
  reference,
  returnUrl,
  stringAt,
  verifiedTokenRequest,
} from '../test/fixtures';
import { startTestSandbox, type TestSandbox } from '../test/harness';

/** mulberry32: a tiny seeded PRNG. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length)] as T;

const keys = [
  'type',
  'cardNumber',
  'value',
  'amount',
  'href',
  'instruction',
  'merchant',
  '__proto__',
  'constructor',
  'x',
];
const strings = [
  '',
  ' ',
  'plain',
  'card/plain',
  '4444333322221111',
  '-1',
  '1e309',
  '\u0000',
  'é😀',
  '<script>',
  '../..',
  'x'.repeat(3000),
];
const numbers = [0, -1, 1.5, 2 ** 53, -(2 ** 60), 1e308, 12, 2035];

function randomJson(rand: Rand, depth = 0): unknown {
  const kind = Math.floor(rand() * (depth > 3 ? 4 : 6));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rand() < 0.5;
    case 2:
      return pick(rand, numbers);
    case 3:
      return pick(rand, strings);
    case 4:
      return Array.from({ length: Math.floor(rand() * 4) }, () => randomJson(rand, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(rand() * 5) }, () => [
          pick(rand, keys),
          randomJson(rand, depth + 1),
        ]),
      );
  }
}

/** Replaces, removes or adds one value somewhere inside a valid body. */
function mutate(rand: Rand, body: unknown): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(body));
  if (typeof copy !== 'object' || copy === null) return randomJson(rand);
  let node: object = copy;
  for (let depth = 0; depth < 6; depth += 1) {
    const childKeys = Object.keys(node).filter(
      (k) => typeof Reflect.get(node, k) === 'object' && Reflect.get(node, k) !== null,
    );
    if (childKeys.length === 0 || rand() < 0.3) break;
    node = Reflect.get(node, pick(rand, childKeys));
  }
  const existing = Object.keys(node);
  const roll = rand();
  if (roll < 0.4 && existing.length > 0) Reflect.set(node, pick(rand, existing), randomJson(rand));
  else if (roll < 0.7 && existing.length > 0) Reflect.deleteProperty(node, pick(rand, existing));
  else Reflect.set(node, pick(rand, keys), randomJson(rand));
  return copy;
}

let sandbox: TestSandbox;
const ids: Record<string, string> = {};

beforeAll(async () => {
  sandbox = await startTestSandbox();
  const payment = await sandbox.call('payment', { body: paymentRequest() });
  ids.linkData = stringAt(payment.json, '_links.self.href').split('/').at(-1) ?? '';
  const cardPayment = await sandbox.call('cardPaymentCit', { body: citRequest(plainCard()) });
  ids.cardLinkData =
    stringAt(cardPayment.json, '_links.cardPayments:events.href').split('/').at(-1) ?? '';
  ids.tokenId = (await createToken(sandbox)).split('/').at(-1) ?? '';
  const payout = await sandbox.call('payoutFastAccess', {
    body: payoutRequest({
      type: 'card/plain',
      cardNumber: '4444333322221111',
      cardExpiryDate: expiry,
    }),
  });
  ids.payoutId = stringAt(payout.json, '_links.payouts:payout.href').split('/').at(-1) ?? '';
});
afterAll(() => sandbox.close());

const front = {
  type: 'card/front',
  cardHolderName: 'Ada',
  cardNumber: '4000000000001091',
  cardExpiryDate: expiry,
};
const value = { currency: 'GBP', amount: 100 };
const threeDsAuth = () => ({
  transactionReference: reference(),
  merchant: { entity },
  instruction: { paymentInstrument: front, value },
  deviceData: { acceptHeader: 'text/html', userAgentHeader: 'UA' },
  challenge: { returnUrl },
});

/** A valid body per endpoint, fresh each time (new references), to mutate. */
const validBodies: Record<string, () => unknown> = {
  payment: () =>
    paymentRequest({
      threeDS: true,
      fraud: true,
      tokenCreation: { type: 'worldpay', namespace: 'fuzz' },
    }),
  supply3dsDeviceData: () => ({ collectionReference: '0_abc' }),
  partiallySettlePayment: () => ({ reference: 'p', value: { currency: 'GBP', amount: 10 } }),
  partiallyRefundPayment: () => ({ reference: 'p', value: { currency: 'GBP', amount: 10 } }),
  cardPaymentCit: () => citRequest(plainCard()),
  cardPaymentMit: () => ({
    ...citRequest(plainCard()),
    instruction: {
      ...citRequest(plainCard()).instruction,
      customerAgreement: { type: 'subscription', schemeReference: '123' },
    },
  }),
  cardPaymentPartialSettle: () => ({ value }),
  cardPaymentPartialRefund: () => ({ value }),
  createVerifiedToken: () => verifiedTokenRequest({ namespace: 'fuzz' }),
  updateTokenDescription: () => 'A card',
  updateTokenCardHolderName: () => 'Ada',
  updateTokenCardExpiryDate: () => expiry,
  updateTokenBillingAddress: () => ({
    address1: 'a',
    city: 'b',
    postalCode: 'c',
    countryCode: 'GB',
  }),
  updateTokenSchemeTransactionReference: () => '123',
  threeDsDeviceDataInitialization: () => ({
    transactionReference: reference(),
    merchant: { entity },
    paymentInstrument: front,
  }),
  threeDsAuthentication: threeDsAuth,
  threeDsVerification: () => ({
    transactionReference: reference(),
    merchant: { entity },
    challenge: { reference: 'r' },
  }),
  fraudAssessment: () => ({
    transactionReference: reference(),
    merchant: { entity },
    instruction: { paymentInstrument: front, value },
  }),
  accountVerificationCardOnFile: () => ({
    transactionReference: reference(),
    currency: 'GBP',
    merchant: { entity },
    paymentInstrument: {
      type: 'card/plain',
      cardNumber: '4444333322221111',
      cardExpiryDate: expiry,
      cardHolderName: 'Ada',
    },
  }),
  payoutFastAccess: () =>
    payoutRequest({ type: 'card/plain', cardNumber: '4444333322221111', cardExpiryDate: expiry }),
  payoutBasicDisbursement: () =>
    payoutRequest({ type: 'card/plain', cardNumber: '4444333322221111', cardExpiryDate: expiry }),
  createPaymentPage: () => ({
    transactionReference: reference(),
    merchant: { entity },
    narrative: { line1: 'x' },
    value,
  }),
  createCardSession: () => ({
    identity: 'id',
    cardNumber: '4444333322221111',
    cardExpiryDate: expiry,
  }),
  createCvcSession: () => ({ identity: 'id', cvc: '123' }),
  createVerifiedTokenSession: () => ({
    identity: 'id',
    cardNumber: '4444333322221111',
    cardExpiryDate: expiry,
    cvc: '123',
  }),
};

function paramsFor(path: string, known: boolean): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [, name] of path.matchAll(/:(\w+)/g)) {
    if (name === undefined) continue;
    const existing =
      name === 'linkData'
        ? path.startsWith('/api/')
          ? ids.linkData
          : ids.cardLinkData
        : ids[name];
    params[name] = known && existing ? existing : 'fuzzUnknownId';
  }
  return params;
}

describe('fuzzed bodies never produce a 5xx', () => {
  it.each(providerEndpoints.map((e) => [e.id, e] as const))('%s', async (id, endpoint) => {
    const seed = [...id].reduce((hash, c) => (Math.imul(hash, 31) + c.charCodeAt(0)) >>> 0, 7);
    const rand = prng(seed);
    const valid = validBodies[id] ?? (() => ({}));
    const text = JSON.stringify(valid());
    const bodies: [string, string][] = [
      ['empty', ''],
      [
        'binary',
        String.fromCharCode(...Array.from({ length: 64 }, () => Math.floor(rand() * 256))),
      ],
      ['oversized', JSON.stringify({ pad: 'x'.repeat(100_000) })],
      ['deeply nested', `${'['.repeat(5000)}${']'.repeat(5000)}`],
      ...Array.from({ length: 4 }, (_, i): [string, string] => [
        `truncated ${i}`,
        text.slice(0, Math.floor(rand() * text.length)),
      ]),
      ...Array.from({ length: 25 }, (_, i): [string, string] => [
        `random ${i}`,
        JSON.stringify(randomJson(rand)),
      ]),
      ...Array.from({ length: 25 }, (_, i): [string, string] => [
        `mutation ${i}`,
        JSON.stringify(mutate(rand, valid())),
      ]),
    ];
    for (const [name, body] of bodies) {
      for (const known of [true, false]) {
        const res = await sandbox
          .call(id, { params: paramsFor(endpoint.path, known), body })
          .catch((error: unknown) => {
            throw new Error(
              `seed ${seed}, ${name} (${known ? 'known' : 'unknown'} id): ${String(error)}`,
            );
          });
        expect(res.status, `seed ${seed}, ${name}: ${res.raw.slice(0, 300)}`).toBeLessThan(500);
      }
    }
  });
});
