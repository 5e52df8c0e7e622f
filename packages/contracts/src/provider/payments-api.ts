// Payments API (orchestrated), `POST /api/payments` with `WP-Api-Version: 2024-06-01`:
// the request and the bodies of its follow-up actions (shared/provider-api.md §2.1–2.2).
// Payment instruments the sandbox does not simulate (network tokens, wallets, encrypted
// payloads) are absent, so they are refused as `fieldHasInvalidValue` on `type`.
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

export const paymentsApiInstrumentSchema = z.discriminatedUnion('type', [
  plainInstrument,
  checkoutInstrument,
  tokenInstrument,
  delegateInstrument,
]);
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

const threeDsRequest = z.strictObject({
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

const enabledOrDisabled = z.enum(['enabled', 'disabled']);

export const paymentsApiInstructionSchema = z.strictObject({
  method: z.literal('card'),
  paymentInstrument: paymentsApiInstrumentSchema,
  narrative: narrativeSchema,
  value: valueSchema,
  tokenCreation: z.optional(
    z.strictObject({
      type: z.literal('worldpay'),
      namespace: z.optional(namespaceSchema.check(z.regex(/^[^_][^ &<]*$/))),
      description: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
    }),
  ),
  customerAgreement: z.optional(paymentsApiCustomerAgreementSchema),
  fraud: z.optional(
    z.strictObject({
      type: z.literal('fraudSight'),
      silentMode: z.optional(z.boolean()),
      tmxSessionId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{30,128}$/))),
      custom: z.optional(opaqueObjectSchema),
    }),
  ),
  threeDS: z.optional(threeDsRequest),
  exemption: z.optional(opaqueObjectSchema),
  settlement: z.optional(
    z.strictObject({
      auto: z.boolean(),
      cancelOn: z.optional(
        z.strictObject({
          cvcNotMatched: z.optional(enabledOrDisabled),
          avsNotMatched: z.optional(enabledOrDisabled),
        }),
      ),
    }),
  ),
  customer: z.optional(opaqueObjectSchema),
  shipping: z.optional(opaqueObjectSchema),
  requestAccountUpdater: z.optional(z.boolean()),
});
export type PaymentsApiInstruction = z.infer<typeof paymentsApiInstructionSchema>;

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
