// FraudSight API v1 assessment (shared/provider-api.md §8).
import * as z from 'zod/mini';
import {
  merchantSchema,
  opaqueObjectSchema,
  transactionReferenceSchema,
  valueSchema,
} from './common';
import {
  cardFrontSchema,
  cardNetworkTokenFrontSchema,
  cardPlainMaskedSchema,
  cardTokenizedSchema,
} from './instruments';

/**
 * FraudSight's instruments: 3DS's card family and a masked card (issue 41, deviations 1 and 9:
 * the billing address of `card/front` and `card/plain+masked` were refused).
 */
export const fraudSightInstrumentSchema = z.discriminatedUnion('type', [
  cardFrontSchema,
  cardTokenizedSchema,
  cardNetworkTokenFrontSchema,
  cardPlainMaskedSchema,
]);
export type FraudSightInstrument = z.infer<typeof fraudSightInstrumentSchema>;

export const fraudAssessmentRequestSchema = z.strictObject({
  transactionReference: transactionReferenceSchema,
  merchant: merchantSchema,
  instruction: z.strictObject({
    paymentInstrument: fraudSightInstrumentSchema,
    value: valueSchema,
  }),
  deviceData: z.optional(
    z.strictObject({
      collectionReference: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
      ipAddress: z.optional(z.string().check(z.minLength(1), z.maxLength(45))),
    }),
  ),
  riskData: z.optional(opaqueObjectSchema),
  exemption: z.optional(opaqueObjectSchema),
});
export type FraudAssessmentRequest = z.infer<typeof fraudAssessmentRequestSchema>;

export const fraudAssessmentOutcomes = ['lowRisk', 'review', 'highRisk'] as const;
export type FraudAssessmentOutcome = (typeof fraudAssessmentOutcomes)[number];

export const fraudAssessmentResponseSchema = z.object({
  outcome: z.enum(fraudAssessmentOutcomes),
  transactionReference: z.string(),
  score: z.number(),
  reason: z.optional(z.array(z.string())),
  exemption: z.optional(z.object({ placement: z.string(), type: z.string() })),
  riskProfile: z.object({ href: z.string() }),
});
export type FraudAssessmentResponse = z.infer<typeof fraudAssessmentResponseSchema>;

// What happened after an assessment (`POST /fraudsight/update/*`, answered 204): each names the
// assessment by its transaction reference and `riskProfile`.
const assessed = {
  transactionReference: transactionReferenceSchema,
  merchant: merchantSchema,
  riskProfile: z.string().check(z.minLength(39), z.maxLength(2048)),
};
const checkResult = z.enum(['matched', 'not_matched', 'not_checked', 'not_supplied']);
const sourceDate = z.iso.datetime();

export const fraudUpdatePaymentSchema = z.strictObject({
  ...assessed,
  paymentOutcome: z.enum(['authorized', 'refused']),
  refusalCode: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  refusalDescription: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
  cvcResult: z.optional(checkResult),
  avsResult: z.optional(
    z.strictObject({ address: z.optional(checkResult), postcode: z.optional(checkResult) }),
  ),
  authentication: z.optional(
    z.strictObject({
      version: z.optional(z.string().check(z.minLength(5), z.maxLength(10))),
      eci: z.optional(z.enum(['00', '01', '02', '05', '06', '07'])),
    }),
  ),
});

export const fraudUpdateFraudSchema = z.strictObject({
  ...assessed,
  source: z.enum(['SAFE', 'TC40']),
  sourceDate,
  acquirerReference: z.string().check(z.minLength(1), z.maxLength(128)),
  fraudReasonCode: z.string().check(z.minLength(1), z.maxLength(16)),
  value: valueSchema,
});

export const fraudUpdateChargebackSchema = z.strictObject({
  ...assessed,
  sourceDate,
  acquirerReference: z.string().check(z.minLength(1), z.maxLength(128)),
  chargebackReasonCode: z.string().check(z.minLength(2), z.maxLength(4)),
  chargebackCaseReference: z.string().check(z.minLength(1), z.maxLength(64)),
  chargebackValue: valueSchema,
});
