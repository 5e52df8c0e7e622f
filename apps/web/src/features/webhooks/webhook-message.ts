// A message of the server's event stream (GET /api/webhooks/stream, apps/server
// routes/webhooks.ts): one provider event the demo server's receiver accepted for this visitor's
// payment, and what the receiver did with it. Parsed, never cast: it comes over the network.
import { z } from 'zod';
import type { JsonValue } from '../event-log';

const jsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(jsonValue),
    z.record(z.string(), jsonValue),
  ]),
);

export const webhookMessageSchema = z.object({
  eventId: z.string(),
  type: z.string(),
  transactionReference: z.string(),
  outcome: z.enum(['applied', 'duplicate', 'outOfOrder', 'failedOnPurpose', 'rejected']),
  receivedAt: z.string(),
  request: z.object({ eventSignature: z.string(), keyId: z.string() }),
  /** What the receiver answered the provider. */
  response: z.object({ status: z.number(), body: jsonValue }).optional(),
  /** From the event's eventTimestamp to its arrival (the provider's clock against the server's). */
  lagMs: z.number().nullable().optional(),
  /** The visitor's delivery faults in force when it arrived. */
  faults: z.array(z.string()).optional(),
  /** Null for a delivery refused for its signature (unverified: not shown as the provider's). */
  event: jsonValue,
});

export type WebhookMessage = z.infer<typeof webhookMessageSchema>;

/** The message an SSE `data` line holds, or null when it is not one. */
export function readWebhookMessage(data: string): WebhookMessage | null {
  try {
    const parsed = webhookMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
