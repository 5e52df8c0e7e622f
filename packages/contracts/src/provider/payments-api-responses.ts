// Payments API responses (shared/provider-api.md §2.3): one shape per `outcome`, the query
// response, and the enums the web app routes on.
import * as z from 'zod/mini';
import {
  actionLinkSchema,
  cardBrandSchema,
  fundingTypeSchema,
  linkSchema,
  responseExpiryDateSchema,
} from './common';
import { challengeReferenceSchema } from './three-ds';

export const paymentsApiOutcomes = [
  '3dsDeviceDataRequired',
  'authorized',
  '3dsChallenged',
  'sentForSettlement',
  'sentForCancellation',
  'refused',
  '3dsAuthenticationFailed',
  '3dsUnavailable',
  'fraudHighRisk',
  'sentForRefund',
  'sentForPartialRefund',
  'sentForReversal',
] as const;
export type PaymentsApiOutcome = (typeof paymentsApiOutcomes)[number];

export const paymentsApiActionNames = [
  'cancelPayment',
  'settlePayment',
  'partiallySettlePayment',
  'refundPayment',
  'partiallyRefundPayment',
  'reversePayment',
  'supply3dsDeviceData',
  'complete3dsChallenge',
] as const;
export type PaymentsApiActionName = (typeof paymentsApiActionNames)[number];

export const paymentsApiActionsSchema = z.object({
  cancelPayment: z.optional(actionLinkSchema),
  settlePayment: z.optional(actionLinkSchema),
  partiallySettlePayment: z.optional(actionLinkSchema),
  refundPayment: z.optional(actionLinkSchema),
  partiallyRefundPayment: z.optional(actionLinkSchema),
  reversePayment: z.optional(actionLinkSchema),
  supply3dsDeviceData: z.optional(actionLinkSchema),
  complete3dsChallenge: z.optional(actionLinkSchema),
});
export type PaymentsApiActions = z.infer<typeof paymentsApiActionsSchema>;

export const riskFactorSchema = z.object({
  type: z.enum(['avs', 'cvc', 'riskProfile']),
  risk: z.enum(['notChecked', 'notMatched', 'notSupplied', 'verificationFailed']),
  detail: z.optional(z.enum(['address', 'postcode'])),
});
export type RiskFactor = z.infer<typeof riskFactorSchema>;

export const fraudOutcomes = [
  'lowRisk',
  'highRisk',
  'review',
  'error',
  'lowRisk(silentMode)',
  'highRisk(silentMode)',
  'review(silentMode)',
  'error(silentMode)',
] as const;
export const paymentFraudSchema = z.object({ outcome: z.enum(fraudOutcomes), score: z.number() });

export const paymentThreeDsResultSchema = z.object({
  outcome: z.enum(['authenticated', 'authenticationOutage']),
  issuerResponse: z.optional(z.enum(['frictionless', 'challenged'])),
  version: z.optional(z.string()),
  eci: z.optional(z.string()),
  status: z.optional(z.string()),
  acsTransactionId: z.optional(z.string()),
  dsTransactionId: z.optional(z.string()),
});

export const paymentInstrumentResultSchema = z.object({
  type: z.string(),
  cardBin: z.string(),
  lastFour: z.string(),
  countryCode: z.optional(z.string()),
  expiryDate: responseExpiryDateSchema,
  cardBrand: cardBrandSchema,
  fundingType: fundingTypeSchema,
  category: z.optional(z.string()),
  issuerName: z.optional(z.string()),
  paymentAccountReference: z.optional(z.string()),
});

export const paymentTokenResultSchema = z.object({
  href: z.string(),
  tokenId: z.string(),
  tokenExpiryDateTime: z.string(),
  cardNumber: z.string(),
  cardHolderName: z.string(),
  cardExpiry: responseExpiryDateSchema,
  bin: z.string(),
  fundingType: fundingTypeSchema,
  countryCode: z.optional(z.string()),
  schemeReference: z.optional(z.string()),
  conflicts: z.optional(
    z.object({
      conflictsExpiryDateTime: z.string(),
      schemeReference: z.optional(z.string()),
      paymentInstrument: z.object({
        cardHolderName: z.optional(z.string()),
        cardExpiryDate: z.optional(responseExpiryDateSchema),
        billingAddress: z.optional(z.unknown()),
      }),
    }),
  ),
});

const selfLinks = z.object({ self: linkSchema });

/** Fields of an authorization result (authorized, refused, and the auto-settle outcomes). */
const authorizationFields = {
  transactionReference: z.string(),
  paymentId: z.optional(z.string()),
  schemeReference: z.optional(z.string()),
  issuer: z.optional(z.object({ authorizationCode: z.string() })),
  riskFactors: z.optional(z.array(riskFactorSchema)),
  fraud: z.optional(paymentFraudSchema),
  threeDS: z.optional(paymentThreeDsResultSchema),
  token: z.optional(paymentTokenResultSchema),
  paymentInstrument: z.optional(paymentInstrumentResultSchema),
  _links: z.optional(selfLinks),
  _actions: z.optional(paymentsApiActionsSchema),
};

const authentication = z.object({
  version: z.string(),
  eci: z.optional(z.string()),
  transactionId: z.optional(z.string()),
});

export const paymentsApiResponseSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('authorized'), ...authorizationFields }),
  z.object({ outcome: z.literal('sentForSettlement'), ...authorizationFields }),
  z.object({ outcome: z.literal('sentForCancellation'), ...authorizationFields }),
  z.object({ outcome: z.literal('sentForRefund'), ...authorizationFields }),
  z.object({ outcome: z.literal('sentForPartialRefund'), ...authorizationFields }),
  z.object({ outcome: z.literal('sentForReversal'), ...authorizationFields }),
  z.object({
    outcome: z.literal('refused'),
    ...authorizationFields,
    refusalCode: z.string(),
    refusalDescription: z.string(),
    advice: z.optional(z.object({ code: z.string() })),
  }),
  z.object({
    outcome: z.literal('fraudHighRisk'),
    transactionReference: z.string(),
    score: z.number(),
    reason: z.array(z.string()),
    _links: z.optional(selfLinks),
  }),
  z.object({
    outcome: z.literal('3dsDeviceDataRequired'),
    transactionReference: z.string(),
    fraud: z.optional(paymentFraudSchema),
    deviceDataCollection: z.object({
      jwt: z.string().check(z.maxLength(2048)),
      url: z.string().check(z.maxLength(2048)),
      bin: z.string(),
    }),
    _actions: paymentsApiActionsSchema,
  }),
  z.object({
    outcome: z.literal('3dsChallenged'),
    transactionReference: z.string(),
    fraud: z.optional(paymentFraudSchema),
    authentication: z.object({ version: z.string() }),
    challenge: z.object({
      reference: challengeReferenceSchema,
      url: z.string(),
      jwt: z.string(),
      payload: z.string(),
    }),
    _actions: paymentsApiActionsSchema,
  }),
  z.object({
    outcome: z.literal('3dsAuthenticationFailed'),
    transactionReference: z.string(),
    fraud: z.optional(paymentFraudSchema),
    authentication,
  }),
  z.object({
    outcome: z.literal('3dsUnavailable'),
    transactionReference: z.string(),
    fraud: z.optional(paymentFraudSchema),
    authentication,
  }),
]);
export type PaymentsApiResponse = z.infer<typeof paymentsApiResponseSchema>;

export const paymentsApiLastEvents = [
  'Authorized',
  'Refused',
  'Sent for Settlement',
  'Sent for Refund',
  'Sent for Cancellation',
  'Refund failed',
  'Settlement failed',
  'Settled',
  'Refunded',
  'Error',
  'Expired',
] as const;

export const paymentsApiQueryResponseSchema = z.object({
  lastEvent: z.enum(paymentsApiLastEvents),
  _links: selfLinks,
  _actions: z.optional(paymentsApiActionsSchema),
});
export type PaymentsApiQueryResponse = z.infer<typeof paymentsApiQueryResponseSchema>;

/**
 * 202 answer of a follow-up action (2024-06-01 `SettleResponse`, `PartialSettleResponse`,
 * `RefundResponse`, `PartialRefundResponse`, `CancelResponse`, `ReversalResponse`): the outcome,
 * the query link, and `_actions` only where the spec lists them (not after a full refund,
 * a cancellation or a reversal; `paymentId` is absent from the last two).
 */
export const paymentsApiActionOutcomes = [
  'sentForSettlement',
  'sentForRefund',
  'sentForPartialRefund',
  'sentForCancellation',
  'sentForReversal',
] as const;
export const paymentsApiActionResponseSchema = z.object({
  outcome: z.enum(paymentsApiActionOutcomes),
  paymentId: z.optional(z.string()),
  _links: selfLinks,
  _actions: z.optional(paymentsApiActionsSchema),
});
export type PaymentsApiActionResponse = z.infer<typeof paymentsApiActionResponseSchema>;
