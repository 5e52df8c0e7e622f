// The built-in sandbox's simulator routes under /_sandbox (packages/sandbox api/simulator-routes.ts
// and api/demo-clocks.ts): what the demo server sends them and reads back (apps/server
// visitors/simulator-client.ts). The provider has no such API; only the server calls them, with
// the merchant's Basic credentials and the simulator key, for its visitors' own references.
import * as z from 'zod/mini';
import { webhookDeliverySchema } from './site/webhook-inspector';

export const simulatorPaths = {
  webhooks: '/_sandbox/webhooks',
  resend: '/_sandbox/webhooks/:eventId/resend',
  faults: '/_sandbox/webhooks/faults',
  scenarios: '/_sandbox/scenarios',
  demoClocks: '/_sandbox/demo-clocks/:clockId',
} as const;

/** The sandbox's refusals: the provider's error envelope. */
export const simulatorErrorSchema = z.looseObject({ errorName: z.string(), message: z.string() });

/** One event as GET /_sandbox/webhooks shows it (202 of a resend too). */
export const simulatorEventSchema = z.looseObject({
  eventId: z.string(),
  type: z.string(),
  eventTimestamp: z.string(),
  body: z.unknown(),
  deliveries: z.array(webhookDeliverySchema),
});
export type SimulatorEvent = z.infer<typeof simulatorEventSchema>;

/** GET /_sandbox/webhooks?transactionReference=: the reference's events, sent or not. */
export const simulatorEventsSchema = z.looseObject({ events: z.array(simulatorEventSchema) });

/** PUT /_sandbox/webhooks/faults (204): the provider's side of a visitor's faults. */
export const simulatorFaultsSchema = z.object({
  delay: z.boolean(),
  duplicate: z.boolean(),
  outOfOrder: z.boolean(),
  badSignature: z.boolean(),
  missingSignature: z.boolean(),
});
export type SimulatorFaults = z.infer<typeof simulatorFaultsSchema>;

/** GET and POST /_sandbox/demo-clocks/{clockId}: a visitor's clock. */
export const simulatorClockSchema = z.looseObject({
  id: z.string(),
  now: z.string(),
  offsetMs: z.number(),
  epoch: z.number(),
});
export type SimulatorClock = z.infer<typeof simulatorClockSchema>;

/** POST /_sandbox/demo-clocks/{clockId}: forward by some milliseconds, or a new run at now. */
export type SimulatorClockMove = ({ advanceMs: number } | { backToNow: true }) & {
  /** The offset and run the mover read: another move came first → 409 clockMovedMeanwhile. */
  fromOffsetMs?: number;
  fromEpoch?: number;
};
