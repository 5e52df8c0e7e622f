// The delivery faults a visitor can turn on in the terminal's webhook inspector (issue 30): the
// demo server's routes (apps/server routes/webhook-inspector.ts) take and answer them, the web
// app's inspector shows them. Five are the provider's side, applied by the built-in sandbox; one,
// `first500`, is the receiver's own.
import * as z from 'zod/mini';

export const webhookFaultNames = [
  'delay',
  'duplicate',
  'outOfOrder',
  'first500',
  'badSignature',
  'missingSignature',
] as const;
export type WebhookFaultName = (typeof webhookFaultNames)[number];

export const visitorFaultsSchema = z.object({
  delay: z.boolean(),
  duplicate: z.boolean(),
  outOfOrder: z.boolean(),
  first500: z.boolean(),
  badSignature: z.boolean(),
  missingSignature: z.boolean(),
});
export type VisitorFaultSettings = z.infer<typeof visitorFaultsSchema>;

export const noVisitorFaults: VisitorFaultSettings = {
  delay: false,
  duplicate: false,
  outOfOrder: false,
  first500: false,
  badSignature: false,
  missingSignature: false,
};

/** PUT /api/webhooks/faults: the faults the visitor wants from now on. */
export const webhookFaultsRequestSchema = z.object({ faults: visitorFaultsSchema });
export type WebhookFaultsRequest = z.infer<typeof webhookFaultsRequestSchema>;

/**
 * GET and PUT /api/webhooks/faults answer the visitor's faults, and whether the built-in
 * sandbox is there to apply the provider's side of them (not with a real provider).
 */
export const webhookFaultsAnswerSchema = z.object({
  simulator: z.boolean(),
  faults: visitorFaultsSchema,
});
export type WebhookFaultsAnswer = z.infer<typeof webhookFaultsAnswerSchema>;
