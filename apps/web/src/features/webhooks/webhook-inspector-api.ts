// The demo server's webhook inspector routes (issue 30; apps/server routes/webhook-inspector.ts)
// for this visitor's own payments: one payment's events with what the receiver got and the
// sandbox's delivery attempts, Resend, the visitor's delivery faults, the scenario triggers. The
// browser never calls the sandbox: only these. Answers are parsed, never cast.
import { z } from 'zod';
import {
  visitorFaultsSchema,
  webhookFaultNames,
  type VisitorFaultSettings,
  type WebhookFaultName,
} from '@sjd/contracts';

// The faults' names and shape are the server's contract (@sjd/contracts webhook-faults.ts).
export const faultNames = webhookFaultNames;
export type FaultName = WebhookFaultName;
export const faultsSchema = visitorFaultsSchema;
export type Faults = VisitorFaultSettings;

/** Each fault as the inspector offers it: its label and what the receiver will show. */
export const faultTexts: Record<FaultName, { label: string; effect: string }> = {
  delay: { label: 'Delay', effect: 'the provider holds each event 10 s before its first attempt' },
  duplicate: {
    label: 'Duplicate',
    effect: 'each event comes twice, same eventId: ignored the second time',
  },
  outOfOrder: {
    label: 'Out of order',
    effect: 'an event is held until the next one, which arrives first: the older one is ignored',
  },
  first500: {
    label: 'First attempt answered 500',
    effect: 'the receiver answers 500 once; the provider retries 15 minutes later',
  },
  badSignature: { label: 'Bad signature', effect: 'Event-Signature does not match: answered 400' },
  missingSignature: { label: 'Missing signature', effect: 'no Event-Signature: answered 400' },
};

const attemptSchema = z.object({
  attempt: z.number(),
  at: z.string(),
  status: z.number().nullable(),
  latencyMs: z.number(),
  response: z.string(),
  nextAttemptAt: z.string().nullable(),
  fault: z.string().optional(),
});
export type DeliveryAttempt = z.infer<typeof attemptSchema>;

const deliverySchema = z.object({
  url: z.string(),
  state: z.string(),
  nextAttemptAt: z.string().nullable(),
  held: z.array(z.string()).optional(),
  attempts: z.array(attemptSchema),
});

const receptionSchema = z.object({
  eventId: z.string().nullable(),
  type: z.string().nullable(),
  receivedAt: z.string(),
  headers: z.object({ contentType: z.string().nullable(), eventSignature: z.string().nullable() }),
  bodyExcerpt: z.string(),
  answer: z.object({ status: z.number(), body: z.unknown() }),
  outcome: z.string(),
});
export type Reception = z.infer<typeof receptionSchema>;

const inspectedEventSchema = z.object({
  eventId: z.string(),
  type: z.string(),
  eventTimestamp: z.string().nullable(),
  payload: z.unknown(),
  deliveries: z.array(deliverySchema),
  receptions: z.array(receptionSchema),
});
export type InspectedEvent = z.infer<typeof inspectedEventSchema>;

const eventsSchema = z.object({
  transactionReference: z.string(),
  simulator: z.boolean(),
  faults: faultsSchema,
  events: z.array(inspectedEventSchema),
});
export type InspectedEvents = z.infer<typeof eventsSchema>;

const errorSchema = z.object({ message: z.string() });

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

async function call<T>(
  schema: z.ZodType<T>,
  path: string,
  init: { method: string; body?: unknown } = { method: 'GET' },
): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method,
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    return { ok: false, status: 0, message: 'The demo server could not be reached.' };
  }
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = schema.safeParse(json);
    if (parsed.success) return { ok: true, value: parsed.data };
    return {
      ok: false,
      status: response.status,
      message: 'The server answered something unexpected.',
    };
  }
  const error = errorSchema.safeParse(json);
  return {
    ok: false,
    status: response.status,
    message: error.success ? error.data.message : `The server answered ${response.status}.`,
  };
}

export const webhookEventsPath = (transactionReference: string) =>
  `/api/webhooks/events?transactionReference=${encodeURIComponent(transactionReference)}`;

export const fetchWebhookEvents = (transactionReference: string) =>
  call(eventsSchema, webhookEventsPath(transactionReference));

export const resendPath = (eventId: string) =>
  `/api/webhooks/events/${encodeURIComponent(eventId)}/resend`;

export const resendWebhookEvent = (eventId: string, transactionReference: string) =>
  call(z.object({ eventId: z.string(), resent: z.literal(true) }), resendPath(eventId), {
    method: 'POST',
    body: { transactionReference },
  });

export const faultsPath = '/api/webhooks/faults';

export const fetchFaults = () =>
  call(z.object({ simulator: z.boolean(), faults: faultsSchema }), faultsPath);

export const saveFaults = (faults: Faults) =>
  call(z.object({ simulator: z.boolean(), faults: faultsSchema }), faultsPath, {
    method: 'PUT',
    body: { faults },
  });

export const scenarioNames = ['chargeback', 'refundFails', 'approveLater', 'refuseLater'] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export const scenariosPath = '/api/webhooks/scenarios';

export const triggerScenario = (transactionReference: string, scenario: ScenarioName) =>
  call(
    z.object({ scenario: z.string(), transactionReference: z.string(), message: z.string() }),
    scenariosPath,
    { method: 'POST', body: { transactionReference, scenario } },
  );
