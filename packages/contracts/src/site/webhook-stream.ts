// The provider's events as the demo server's receiver handles them (issue 30; apps/server
// routes/webhook-receiver.ts and routes/webhook-stream.ts):
// - POST /api/webhooks answers the provider `{received: true, outcome}` (or an ApiError);
// - GET /api/webhooks/stream sends the visitor, as server-sent events (`event: webhook`, `id:`
//   a sequence number, `data:` one WebhookMessage as JSON), each event of theirs the receiver
//   accepted, and the deliveries it refused or failed on purpose because of their own faults.
import * as z from 'zod/mini';
import { jsonValueSchema } from '../json-value';

/** What the receiver did with an event it accepted. */
export const receiverOutcomes = ['applied', 'duplicate', 'outOfOrder'] as const;
export type ReceiverOutcome = (typeof receiverOutcomes)[number];

/**
 * What the receiver did with a delivery it did not accept, told only to a visitor whose own fault
 * caused it: answered 500 on purpose (first500), or 400 to a bad or missing signature.
 */
export const faultOutcomes = ['failedOnPurpose', 'rejected'] as const;
export type FaultOutcome = (typeof faultOutcomes)[number];

export const deliveryOutcomeSchema = z.enum([...receiverOutcomes, ...faultOutcomes]);
export type DeliveryOutcome = z.infer<typeof deliveryOutcomeSchema>;

/** POST /api/webhooks, 200: the event was taken (applied, or ignored as a duplicate or late). */
export const webhookReceivedSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(receiverOutcomes),
});
export type WebhookReceived = z.infer<typeof webhookReceivedSchema>;

/** GET /api/webhooks/stream: `after` resumes after a sequence number (as Last-Event-ID does). */
export const streamIdPattern = /^\d{1,15}$/;
export const webhookStreamQuerySchema = z.object({
  after: z.optional(z.string().check(z.regex(streamIdPattern))),
});

/** One message of the event stream: the event and what the receiver did with it. */
export const webhookMessageSchema = z.object({
  eventId: z.string(),
  type: z.string(),
  transactionReference: z.string(),
  outcome: deliveryOutcomeSchema,
  receivedAt: z.string(),
  request: z.object({ eventSignature: z.string(), keyId: z.string() }),
  /** What the receiver answered the provider. */
  response: z.optional(z.object({ status: z.number(), body: jsonValueSchema })),
  /** From the event's eventTimestamp to its arrival, ms (the provider's clock against ours). */
  lagMs: z.optional(z.nullable(z.number())),
  /** The visitor's delivery faults in force when it arrived. */
  faults: z.optional(z.array(z.string())),
  /** The body; null for a delivery refused for its signature (unverified: not shown as the provider's). */
  event: jsonValueSchema,
});
export type WebhookMessage = z.infer<typeof webhookMessageSchema>;

/** The stream's `data` line as a message, or null when it is not one. */
export function readWebhookMessage(data: string): WebhookMessage | null {
  try {
    const parsed = webhookMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
