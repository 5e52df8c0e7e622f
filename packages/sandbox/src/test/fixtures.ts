// Valid request bodies for the provider APIs, with the few knobs tests turn. Tests change one
// thing at a time from these, so each failure names its cause.
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import type { TestSandbox } from './harness';

export const entity = 'default';
export const expiry = { month: 12, year: 2035 };
export const billingAddress = {
  address1: '1 Test Street',
  city: 'London',
  postalCode: 'SW1A 1AA',
  countryCode: 'GB',
};
/** Sixteen valid test cards: enough to fill a namespace. */
export const sixteenCards = [
  '4444333322221111',
  '5555555555554444',
  '5454545454545454',
  '2221000000000009',
  '4462030000000000',
  '5163613613613613',
  '343434343434343',
  '4000000000001000',
  '4000000000001091',
  '4000000000001018',
  '4000000000001109',
  '4000000000001034',
  '4000000000001059',
  '4000000000001083',
  '4000000000001117',
  '4000000000001125',
] as const;

export const returnUrl = 'https://shop.test/challenge-return.html';

export const reference = (prefix = 'SJD') => `${prefix}-${randomUUID()}`;

export const threeDsPart = {
  type: 'integrated',
  mode: 'always',
  challenge: { returnUrl, windowSize: '390x400', preference: 'noPreference' },
  deviceData: {
    acceptHeader: 'text/html',
    userAgentHeader: 'Mozilla/5.0 (test)',
    browserLanguage: 'en-GB',
  },
};

export interface PaymentOptions {
  cardNumber?: string;
  cardHolderName?: string;
  cvc?: string;
  postalCode?: string;
  expiryDate?: { month: number; year: number };
  threeDS?: boolean | Record<string, unknown>;
  fraud?: boolean | Record<string, unknown>;
  settlement?: Record<string, unknown>;
  tokenCreation?: Record<string, unknown>;
  instrument?: Record<string, unknown>;
  amount?: number;
  transactionReference?: string;
  channel?: 'ecom' | 'moto';
  customerAgreement?: Record<string, unknown>;
}

export function paymentRequest(o: PaymentOptions = {}) {
  const instrument = o.instrument ?? {
    type: 'plain',
    cardNumber: o.cardNumber ?? '4444333322221111',
    expiryDate: o.expiryDate ?? expiry,
    cardHolderName: o.cardHolderName ?? 'Ada Lovelace',
    ...(o.cvc ? { cvc: o.cvc } : {}),
    ...(o.postalCode ? { billingAddress: { ...billingAddress, postalCode: o.postalCode } } : {}),
  };
  return {
    transactionReference: o.transactionReference ?? reference(),
    merchant: { entity },
    ...(o.channel ? { channel: o.channel } : {}),
    instruction: {
      method: 'card',
      paymentInstrument: instrument,
      narrative: { line1: 'Smart Journey Demo' },
      value: { currency: 'GBP', amount: o.amount ?? 4200 },
      ...(o.threeDS ? { threeDS: o.threeDS === true ? threeDsPart : o.threeDS } : {}),
      ...(o.fraud ? { fraud: o.fraud === true ? { type: 'fraudSight' } : o.fraud } : {}),
      ...(o.settlement ? { settlement: o.settlement } : {}),
      ...(o.tokenCreation ? { tokenCreation: o.tokenCreation } : {}),
      ...(o.customerAgreement ? { customerAgreement: o.customerAgreement } : {}),
    },
  };
}

export function verifiedTokenRequest(
  o: {
    cardNumber?: string;
    cardHolderName?: string;
    namespace?: string;
    cardExpiryDate?: { month: number; year: number };
    billingAddress?: Record<string, string>;
    sessionHref?: string;
    cvc?: string;
  } = {},
) {
  const paymentInstrument = o.sessionHref
    ? {
        type: 'card/checkout',
        sessionHref: o.sessionHref,
        cardHolderName: o.cardHolderName ?? 'Ada Lovelace',
      }
    : {
        type: 'card/plain',
        cardNumber: o.cardNumber ?? '4444333322221111',
        cardExpiryDate: o.cardExpiryDate ?? expiry,
        cardHolderName: o.cardHolderName ?? 'Ada Lovelace',
        ...(o.cvc ? { cvc: o.cvc } : {}),
        ...(o.billingAddress ? { billingAddress: o.billingAddress } : {}),
      };
  return {
    description: 'Smart Journey Demo card',
    paymentInstrument,
    merchant: { entity },
    verificationCurrency: 'GBP',
    namespace: o.namespace ?? `SHOPPER_ID_${randomUUID()}`,
  };
}

export function citRequest(
  paymentInstrument: Record<string, unknown>,
  o: { autoSettle?: boolean; amount?: number } = {},
) {
  return {
    transactionReference: reference('CIT'),
    merchant: { entity },
    channel: 'ecom',
    instruction: {
      requestAutoSettlement: { enabled: o.autoSettle ?? false },
      narrative: { line1: 'Smart Journey Demo' },
      value: { currency: 'GBP', amount: o.amount ?? 100 },
      paymentInstrument,
      customerAgreement: { type: 'cardOnFile', storedCardUsage: 'first' },
    },
  };
}

export const plainCard = (
  cardNumber = '4444333322221111',
  cardHolderName = 'Ada Lovelace',
  cvc?: string,
) => ({
  type: 'card/plain',
  cardNumber,
  expiryDate: expiry,
  cardHolderName,
  ...(cvc ? { cvc } : {}),
});

export function payoutRequest(payoutInstrument: Record<string, unknown>, amount = 1000) {
  return {
    transactionReference: reference('PAYOUT'),
    merchant: { entity },
    instruction: {
      narrative: { line1: 'Smart Journey Demo' },
      value: { amount, currency: 'GBP' },
      payoutInstrument,
    },
  };
}

/** Reads a string at a dotted path of an answer, failing the test when it is not there. */
export function stringAt(json: unknown, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined,
      json,
    );
  return z.string().parse(value);
}

/** Creates a verified token and returns its href. */
export async function createToken(
  sandbox: TestSandbox,
  options: Parameters<typeof verifiedTokenRequest>[0] = {},
) {
  const res = await sandbox.call('createVerifiedToken', { body: verifiedTokenRequest(options) });
  return stringAt(res.json, '_embedded.token.tokenPaymentInstrument.href');
}

/** Creates a Checkout SDK session (card, cvc, or verified-token flavour) and returns its href. */
export async function createSession(
  sandbox: TestSandbox,
  kind: 'card' | 'cvc' | 'verifiedToken',
  cardNumber = '4444333322221111',
  cvc = '123',
) {
  const identity = 'sjd-checkout-id';
  if (kind === 'cvc') {
    const res = await sandbox.call('createCvcSession', { body: { identity, cvc } });
    return stringAt(res.json, '_links.sessions:session.href');
  }
  const body = { identity, cardNumber, cardExpiryDate: expiry, cvc };
  if (kind === 'card') {
    const res = await sandbox.call('createCardSession', { body });
    return stringAt(res.json, '_links.sessions:session.href');
  }
  const res = await sandbox.call('createVerifiedTokenSession', { body });
  return stringAt(res.json, '_links.verifiedTokens:session.href');
}
