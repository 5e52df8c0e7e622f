// The terminal's webhook inspector and the order detail's scenario triggers (issue 30; apps/server
// routes/webhook-inspector.ts), for the calling visitor's own payments and payouts only (any
// other reference is 404 notFound):
// - GET  /api/webhooks/events?transactionReference=  → WebhookEventsAnswer
// - POST /api/webhooks/events/{eventId}/resend {transactionReference} → 202 WebhookResendAnswer
// - POST /api/webhooks/scenarios {transactionReference, scenario}   → WebhookScenarioAnswer
// (the faults: webhook-faults.ts). Resend and scenarios need the built-in sandbox: 409
// simulatorOnly with a real provider. What the sandbox refuses comes back with its own error
// name (409 scenarioNotApplicable, …); a sandbox that answers nothing usable is 502 sandboxFailed.
import * as z from 'zod/mini';
import { deliveryOutcomeSchema } from './webhook-stream';
import { visitorFaultsSchema } from './webhook-faults';

export const webhookInspectorErrorCodes = {
  notFound: 'notFound',
  simulatorOnly: 'simulatorOnly',
  sandboxFailed: 'sandboxFailed',
} as const;

export const transactionReferenceParamSchema = z.string().check(z.minLength(1), z.maxLength(128));

/** One attempt of the sandbox to deliver an event to one receiver. */
export const deliveryAttemptSchema = z.object({
  attempt: z.number(),
  at: z.string(),
  /** The receiver's status; null when it did not answer. */
  status: z.nullable(z.number()),
  latencyMs: z.number(),
  /** The start of the receiver's answer. */
  response: z.string(),
  nextAttemptAt: z.nullable(z.string()),
  /** The delivery fault applied to this attempt. */
  fault: z.optional(z.string()),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** An event's deliveries to one receiver URL, as the built-in sandbox recorded them. */
export const webhookDeliverySchema = z.object({
  url: z.string(),
  state: z.string(),
  nextAttemptAt: z.nullable(z.string()),
  /** Events held back until this one is sent (the outOfOrder fault). */
  held: z.optional(z.array(z.string())),
  attempts: z.array(deliveryAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** What the receiver itself got and answered, per delivery (works with a real provider too). */
export const receptionSchema = z.object({
  eventId: z.nullable(z.string()),
  type: z.nullable(z.string()),
  receivedAt: z.string(),
  headers: z.object({
    contentType: z.nullable(z.string()),
    eventSignature: z.nullable(z.string()),
  }),
  /** The start of the raw body, as it came. */
  bodyExcerpt: z.string(),
  answer: z.object({ status: z.number(), body: z.unknown() }),
  outcome: deliveryOutcomeSchema,
});
export type Reception = z.infer<typeof receptionSchema>;

/** One event of a payment: the sandbox's record of it (if any) and the receiver's. */
export const inspectedEventSchema = z.object({
  eventId: z.string(),
  type: z.string(),
  eventTimestamp: z.nullable(z.string()),
  /** The event's body as the sandbox sent it; null with a real provider. */
  payload: z.unknown(),
  deliveries: z.array(webhookDeliverySchema),
  receptions: z.array(receptionSchema),
});
export type InspectedEvent = z.infer<typeof inspectedEventSchema>;

export const webhookEventsQuerySchema = z.object({
  transactionReference: transactionReferenceParamSchema,
});
export type WebhookEventsQuery = z.infer<typeof webhookEventsQuerySchema>;

/** GET /api/webhooks/events: the payment's events; `simulator` says Resend and friends work. */
export const webhookEventsAnswerSchema = z.object({
  transactionReference: z.string(),
  simulator: z.boolean(),
  faults: visitorFaultsSchema,
  events: z.array(inspectedEventSchema),
});
export type WebhookEventsAnswer = z.infer<typeof webhookEventsAnswerSchema>;

export const webhookResendParamsSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(128)),
});
export const webhookResendRequestSchema = z.object({
  transactionReference: transactionReferenceParamSchema,
});
export type WebhookResendRequest = z.infer<typeof webhookResendRequestSchema>;
export const webhookResendAnswerSchema = z.object({ eventId: z.string(), resent: z.literal(true) });
export type WebhookResendAnswer = z.infer<typeof webhookResendAnswerSchema>;

/** The scenario triggers of the order detail (the sandbox's domain/scenario-triggers.ts). */
export const webhookScenarioNames = [
  'chargeback',
  'refundFails',
  'approveLater',
  'refuseLater',
] as const;
export type WebhookScenarioName = (typeof webhookScenarioNames)[number];

export const webhookScenarioRequestSchema = z.object({
  transactionReference: transactionReferenceParamSchema,
  scenario: z.enum(webhookScenarioNames),
});
export type WebhookScenarioRequest = z.infer<typeof webhookScenarioRequestSchema>;

/** What the scenario set in motion, in words for the trail. */
export const webhookScenarioAnswerSchema = z.object({
  scenario: z.string(),
  transactionReference: z.string(),
  message: z.string(),
});
export type WebhookScenarioAnswer = z.infer<typeof webhookScenarioAnswerSchema>;
