// Payments API (orchestrated), `POST /api/payments` with `WP-Api-Version: 2024-06-01`:
// the request and the bodies of its follow-up actions (shared/provider-api.md §2.1–2.2).
// The instruction is one of three methods: `card` (a card, Checkout SDK session, stored token,
// network token or delegate token), `applepay` and `googlepay` (the wallet's encrypted payload
// or its decrypted token); issue 41, deviation 4.
import * as z from 'zod/mini';
import {
  billingAddressSchema,
  cardHolderNameSchema,
  cardNumberSchema,
  cvcSchema,
  expiryDateSchema,
  hrefSchema,
  namespaceSchema,
  narrativeSchema,
  opaqueObjectSchema,
  partialValueSchema,
  transactionReferenceSchema,
  valueSchema,
} from './common';
import {
  cryptogramSchema,
  eciSchema,
  fundsTransferSchema,
  tokenNumberSchema,
  walletTokenSchema,
} from './instruments';

const plainInstrument = z.strictObject({
  type: z.literal('plain'),
  cardNumber: cardNumberSchema,
  expiryDate: expiryDateSchema,
  cvc: z.optional(cvcSchema),
  cardHolderName: z.optional(cardHolderNameSchema),
  billingAddress: z.optional(billingAddressSchema),
  routing: z.optional(z.strictObject({ preferredCardBrand: z.string().check(z.minLength(1)) })),
});

const checkoutInstrument = z.strictObject({
  type: z.literal('checkout'),
  sessionHref: hrefSchema,
  cardHolderName: z.optional(cardHolderNameSchema),
  billingAddress: z.optional(billingAddressSchema),
});

/** A stored token: its `href`, or `tokenId` + `namespace`; CVC as `cvc` or a CVC session. */
const tokenInstrument = z.strictObject({
  type: z.literal('token'),
  href: z.optional(hrefSchema),
  tokenId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  namespace: z.optional(namespaceSchema),
  cvc: z.optional(cvcSchema),
  cvcSessionHref: z.optional(hrefSchema),
});

/**
 * An agentic commerce delegate token (delegate-payment.ts): the session href the agent got from
 * the Sessions API. Guest card payments only (no 3DS, exemptions or token creation).
 */
const delegateInstrument = z.strictObject({
  type: z.literal('delegate'),
  sessionHref: hrefSchema,
});

/** A network token with its cryptogram (issue 41, deviation 6). */
const networkTokenInstrument = z.strictObject({
  type: z.literal('networkToken'),
  tokenNumber: tokenNumberSchema,
  expiryDate: expiryDateSchema,
  cardHolderName: z.optional(cardHolderNameSchema),
  cryptogram: z.optional(cryptogramSchema),
  eci: z.optional(eciSchema),
  billingAddress: z.optional(billingAddressSchema),
  routing: z.optional(z.strictObject({ preferredCardBrand: z.string().check(z.minLength(1)) })),
});

export const paymentsApiInstrumentSchema = z.discriminatedUnion('type', [
  plainInstrument,
  checkoutInstrument,
  tokenInstrument,
  delegateInstrument,
  networkTokenInstrument,
]);

/** A wallet's payment: its encrypted payload, or the token the merchant decrypted. */
export const paymentsApiWalletInstrumentSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('encrypted'),
    walletToken: walletTokenSchema,
    billingAddress: z.optional(billingAddressSchema),
  }),
  z.strictObject({
    type: z.literal('decrypted'),
    number: cardNumberSchema,
    expiryDate: expiryDateSchema,
    cryptogram: z.optional(cryptogramSchema),
    eci: z.optional(eciSchema),
    billingAddress: z.optional(billingAddressSchema),
  }),
]);
export type PaymentsApiWalletInstrument = z.infer<typeof paymentsApiWalletInstrumentSchema>;
export type PaymentsApiInstrument = z.infer<typeof paymentsApiInstrumentSchema>;

const storedCardUsage = z.enum(['first', 'subsequent']);
export const paymentsApiCustomerAgreementSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('cardOnFile'), storedCardUsage }),
  z.strictObject({
    type: z.literal('subscription'),
    storedCardUsage,
    schemeReference: z.optional(z.string().check(z.minLength(1))),
  }),
  z.strictObject({
    type: z.literal('installment'),
    installmentType: z.enum(['merchant', 'latinAmerica']),
    storedCardUsage: z.optional(storedCardUsage),
    installmentPlan: z.optional(opaqueObjectSchema),
    schemeReference: z.optional(z.string().check(z.minLength(1))),
  }),
  z.strictObject({
    type: z.literal('unscheduled'),
    storedCardUsage: z.optional(storedCardUsage),
    schemeReference: z.optional(z.string().check(z.minLength(1))),
  }),
]);

export const threeDsWindowSizes = ['250x400', '390x400', '500x600', '600x400', 'fullPage'] as const;
export const threeDsChallengePreferences = [
  'noPreference',
  'noChallengeRequested',
  'challengeRequested',
  'challengeMandated',
] as const;

export const threeDsDeviceDataSchema = z.strictObject({
  acceptHeader: z.string().check(z.minLength(1), z.maxLength(2048)),
  userAgentHeader: z.string().check(z.minLength(1), z.maxLength(2048)),
  browserLanguage: z.optional(z.string().check(z.minLength(1), z.maxLength(35))),
  browserJavaEnabled: z.optional(z.boolean()),
  browserColorDepth: z.optional(z.enum(['1', '4', '8', '15', '16', '24', '32', '48'])),
  browserScreenHeight: z.optional(z.int().check(z.minimum(0), z.maximum(999_999))),
  browserScreenWidth: z.optional(z.int().check(z.minimum(0), z.maximum(999_999))),
  timeZone: z.optional(z.string().check(z.regex(/^[+-]?\d{1,4}$/))),
  browserJavascriptEnabled: z.optional(z.boolean()),
  channel: z.optional(z.enum(['browser', 'native'])),
});

const integratedThreeDs = z.strictObject({
  type: z.literal('integrated'),
  mode: z.literal('always'),
  challenge: z.strictObject({
    returnUrl: z.url(),
    windowSize: z.optional(z.enum(threeDsWindowSizes)),
    preference: z.optional(z.enum(threeDsChallengePreferences)),
  }),
  deviceData: threeDsDeviceDataSchema,
  exemptionOnOutage: z.optional(z.boolean()),
  previousSuspiciousActivity: z.optional(z.boolean()),
  userType: z.optional(
    z.enum([
      'guestUser',
      'registeredUser',
      'federatedAccount',
      'issuerCredentials',
      'thirdPartyAuthentication',
      'fidoAuthenticator',
    ]),
  ),
  accountHistory: z.optional(opaqueObjectSchema),
  reorder: z.optional(z.boolean()),
  preOrderDate: z.optional(z.string()),
  transactionHistory: z.optional(opaqueObjectSchema),
  giftCardsPurchase: z.optional(opaqueObjectSchema),
});

/** 3DS done before the payment (an MPI, the 3DS API): its result (issue 41, deviation 7). */
const externalThreeDs = z.strictObject({
  type: z.literal('external'),
  version: z.string().check(z.regex(/^2[.][0-9][.][0-9]$/)),
  eci: z.optional(z.enum(['00', '01', '02', '05', '06', '07'])),
  authenticationValue: z.optional(
    z.string().check(z.minLength(1), z.maxLength(29), z.regex(/^[a-zA-Z0-9+/]+={0,2}$/)),
  ),
  dsTransactionId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  authenticationFlow: z.optional(z.enum(['challenge', 'frictionless', 'frictionlessDelegated'])),
  challengePreference: z.optional(
    z.enum([...threeDsChallengePreferences, 'noChallengeRequestedTRAPerformed']),
  ),
  cryptogramAlgorithm: z.optional(z.string().check(z.regex(/^[a-zA-Z0-9]$/))),
  brand: z.optional(z.literal('cartesBancaires')),
  networkScore: z.optional(z.string().check(z.regex(/^[0-9]{1,2}$/))),
});

const threeDsRequest = z.discriminatedUnion('type', [integratedThreeDs, externalThreeDs]);
export type PaymentsApiThreeDs = z.infer<typeof threeDsRequest>;

const enabledOrDisabled = z.enum(['enabled', 'disabled']);

const fraudRequest = z.strictObject({
  type: z.literal('fraudSight'),
  silentMode: z.optional(z.boolean()),
  tmxSessionId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{30,128}$/))),
  custom: z.optional(opaqueObjectSchema),
});

const settlementRequest = z.strictObject({
  auto: z.boolean(),
  cancelOn: z.optional(
    z.strictObject({
      cvcNotMatched: z.optional(enabledOrDisabled),
      avsNotMatched: z.optional(enabledOrDisabled),
    }),
  ),
});

/** What every method's instruction may carry besides its instrument. */
const instructionCommon = {
  narrative: narrativeSchema,
  value: valueSchema,
  fraud: z.optional(fraudRequest),
  settlement: z.optional(settlementRequest),
  customer: z.optional(opaqueObjectSchema),
  shipping: z.optional(opaqueObjectSchema),
  recipient: z.optional(opaqueObjectSchema),
  // Accepted and not simulated (account funding, bill and debt payments change no outcome).
  fundsTransfer: z.optional(fundsTransferSchema),
  consumerBillPayment: z.optional(z.boolean()),
  debtRepayment: z.optional(z.boolean()),
};

const cardInstruction = z.strictObject({
  ...instructionCommon,
  method: z.literal('card'),
  paymentInstrument: paymentsApiInstrumentSchema,
  tokenCreation: z.optional(
    z.strictObject({
      type: z.literal('worldpay'),
      namespace: z.optional(namespaceSchema.check(z.regex(/^[^_][^ &<]*$/))),
      description: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
    }),
  ),
  customerAgreement: z.optional(paymentsApiCustomerAgreementSchema),
  threeDS: z.optional(threeDsRequest),
  exemption: z.optional(opaqueObjectSchema),
  requestAccountUpdater: z.optional(z.boolean()),
});

/** Apple Pay: no 3DS (the wallet authenticated the shopper), no token, no agreement. */
const applePayInstruction = z.strictObject({
  ...instructionCommon,
  method: z.literal('applepay'),
  paymentInstrument: paymentsApiWalletInstrumentSchema,
});

/** Google Pay: a card without a cryptogram (PAN_ONLY) may be authenticated with 3DS. */
const googlePayInstruction = z.strictObject({
  ...instructionCommon,
  method: z.literal('googlepay'),
  paymentInstrument: paymentsApiWalletInstrumentSchema,
  threeDS: z.optional(threeDsRequest),
});

export const paymentsApiInstructionSchema = z.discriminatedUnion('method', [
  cardInstruction,
  applePayInstruction,
  googlePayInstruction,
]);
export type PaymentsApiInstruction = z.infer<typeof paymentsApiInstructionSchema>;
export type PaymentsApiCardInstruction = z.infer<typeof cardInstruction>;

export const paymentsApiRequestSchema = z.strictObject({
  transactionReference: transactionReferenceSchema,
  orderReference: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  merchant: z.strictObject({
    entity: z.string().check(z.minLength(1), z.maxLength(64)),
    mcc: z.optional(z.string().check(z.regex(/^\d{4}$/))),
    paymentFacilitator: z.optional(opaqueObjectSchema),
  }),
  channel: z.optional(z.enum(['ecom', 'moto'])),
  instruction: paymentsApiInstructionSchema,
  customer: z.optional(opaqueObjectSchema),
  shipping: z.optional(opaqueObjectSchema),
  recipient: z.optional(opaqueObjectSchema),
});
export type PaymentsApiRequest = z.infer<typeof paymentsApiRequestSchema>;

/** Body of `supply3dsDeviceData`: the DDC `SessionId`, or nothing when collection timed out. */
export const supply3dsDeviceDataSchema = z.strictObject({
  collectionReference: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});

// Partial settle / refund bodies (Payments API 2024-06-01 `PaymentsPartialSettleRequest`,
// `PaymentsPartialRefundRequest`): `reference` (at least 1 character; the 128 cap is ours, the
// spec sets none) and `value` are required; `sequence` numbers the partial settlements.
const actionReference = z.string().check(z.minLength(1), z.maxLength(128));
const sequenceSchema = z.strictObject({
  number: z.int().check(z.minimum(1), z.maximum(99)),
  total: z.int().check(z.minimum(1), z.maximum(99)),
});

export const partialSettlementSchema = z.strictObject({
  reference: actionReference,
  value: partialValueSchema,
  sequence: z.optional(sequenceSchema),
});
export type PartialSettlement = z.infer<typeof partialSettlementSchema>;

export const partialRefundSchema = z.strictObject({
  reference: actionReference,
  value: partialValueSchema,
});
export type PartialRefund = z.infer<typeof partialRefundSchema>;

/** Settle, refund, cancel and reverse take no body; marketplace data is accepted and ignored. */
export const emptyActionBodySchema = z.optional(z.record(z.string(), z.unknown()));
