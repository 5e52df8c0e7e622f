// FraudSight API v1 assessment (shared/provider-api.md §8).
import * as z from 'zod/mini';
import {
  merchantSchema,
  opaqueObjectSchema,
  transactionReferenceSchema,
  valueSchema,
} from './common';
import { cardFrontOrTokenizedSchema } from './three-ds';

export const fraudAssessmentRequestSchema = z.strictObject({
  transactionReference: transactionReferenceSchema,
  merchant: merchantSchema,
  instruction: z.strictObject({
    paymentInstrument: cardFrontOrTokenizedSchema,
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
