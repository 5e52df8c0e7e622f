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
