// A valid request body per provider endpoint (fresh references each call), for the bad-input
// properties to mutate: the sandbox's own (api/fuzz.test.ts) and the server's proxy routes.
// Exported as `@sjd/sandbox/valid-bodies`; test code only.
import {
  citRequest,
  entity,
  expiry,
  paymentRequest,
  payoutRequest,
  plainCard,
  reference,
  returnUrl,
  verifiedTokenRequest,
} from './fixtures';
import { apmRequest } from './apm-fixtures';

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
export const validBodies: Readonly<Record<string, () => unknown>> = {
  apmPayment: () => apmRequest('klarna_network'),
  partiallySettleApmPayment: () => ({
    reference: 'ship-1',
    value: { currency: 'GBP', amount: 10 },
  }),
  partiallyReverseApmPayment: () => ({
    value: { currency: 'BRL', amount: 10 },
    reasonCode: 'MD06',
  }),
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
  cardPaymentPartialSettle: () => ({
    value,
    reference: 'ship-1',
    sequence: { number: 1, total: 2 },
  }),
  cardPaymentPartialRefund: () => ({ value, reference: 'return-1' }),
  cardPaymentPartialCancel: () => ({ value, reference: 'cancel-1' }),
  createVerifiedToken: () => verifiedTokenRequest({ namespace: 'fuzz' }),
  createOneTimeVerifiedToken: () => verifiedTokenRequest({ namespace: 'fuzz' }),
  createToken: () => ({ paymentInstrument: front, merchant: { entity }, namespace: 'fuzz' }),
  provisionNetworkToken: () => ({ paymentInstrument: front, merchant: { entity } }),
  networkTokenCryptogram: () => ({ tokenNumber: '4000000000001091' }),
  cardPaymentIncrease: () => ({ value }),
  fraudUpdatePayment: () => ({
    transactionReference: reference(),
    merchant: { entity },
    riskProfile: 'http://sandbox.test/riskProfile/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    paymentOutcome: 'authorized',
  }),
  fraudUpdateChargeback: () => ({
    transactionReference: reference(),
    merchant: { entity },
    riskProfile: 'http://sandbox.test/riskProfile/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    sourceDate: '2026-12-01T00:00:00Z',
    acquirerReference: 'a',
    chargebackReasonCode: '31',
    chargebackCaseReference: 'c',
    chargebackValue: value,
  }),
  cardVerification: () => ({
    type: 'cardVerification',
    merchant: { entity },
    transactionReference: reference(),
    instruction: {
      value: { currency: 'GBP' },
      paymentInstrument: { type: 'card/plain', cardNumber: '4444333322221111', expiryDate: expiry },
    },
  }),
  // A token link's new value: the link decides which attribute (a description here).
  updateToken: () => 'A card',
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
    identity: 'sjd-checkout-id',
    cardNumber: '4444333322221111',
    cardExpiryDate: expiry,
  }),
  createCvcSession: () => ({ identity: 'sjd-checkout-id', cvc: '123' }),
  createVerifiedTokenSession: () => ({
    identity: 'sjd-checkout-id',
    cardNumber: '4444333322221111',
    cardExpiryDate: expiry,
    cvc: '123',
  }),
};
