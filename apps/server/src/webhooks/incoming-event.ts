// How the receiver reads a delivery (provider-lifecycle.md §2.2, sandbox README "Events
// (webhooks)"): the signature over the raw bytes first (signature.ts), then the event's envelope,
// which names its id, time, payment and type. Each refusal has a code and words the provider's
// delivery log (and the visitor who faulted it) can show.
import * as z from 'zod/mini';
import { failedOnPurposeCode, type NamedEvent } from './receiver-faults';
import { verifyEventSignature, type SignatureCheck, type WebhookKey } from './signature';

/** The provider's media type for events [H]; plain JSON is taken too (hand-made tests, curl). */
export const eventsMediaType = 'application/vnd.worldpay.events-v1.hal+json';

export const webhookErrorCodes = {
  signatureMissing: 'webhookSignatureMissing',
  signatureInvalid: 'webhookSignatureInvalid',
  eventMalformed: 'webhookEventMalformed',
  failedOnPurpose: failedOnPurposeCode,
  tooManyStreams: 'tooManyStreams',
} as const;

/** A delivery the receiver answers 400. */
export interface Refusal {
  error: string;
  message: string;
}

/** A verified, well-formed event, as the receiver hands it on. */
export interface IncomingEvent {
  eventId: string;
  /** eventTimestamp as epoch ms (UTC). */
  at: number;
  transactionReference: string;
  type: string;
  /**
   * tokenCreated is not a state of the payment, and the events that reverse money are facts
   * (`factEvents`): they are never out of order.
   */
  isPaymentState: boolean;
  /** The parsed body. */
  json: unknown;
}

const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})?$/;

const eventSchema = z.looseObject({
  eventId: z.string().check(z.minLength(1), z.maxLength(128)),
  eventTimestamp: z.string().check(z.regex(timestampPattern)),
  /** tokenCreated's own envelope names its type here. */
  eventType: z.optional(z.string().check(z.maxLength(64))),
  eventDetails: z.looseObject({
    transactionReference: z.string().check(z.minLength(1), z.maxLength(128)),
    type: z.optional(z.string().check(z.maxLength(64))),
  }),
});

/** eventTimestamp is UTC without a zone [H]; one with a zone is taken as written. */
function epochOf(timestamp: string): number {
  return Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(timestamp) ? timestamp : `${timestamp}Z`);
}

const signatureMessages: Record<Exclude<SignatureCheck, { ok: true }>['reason'], string> = {
  missing: 'The event carries no Event-Signature header',
  malformed: 'Event-Signature must be {keyId}/SHA256/{64 hex digits}, comma-separated',
  unknownKey: 'No signature in Event-Signature uses a key id this server holds',
  mismatch: 'No signature in Event-Signature matches the body',
};

function parseJson(raw: Buffer): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(raw.toString('utf8')) };
  } catch {
    return { ok: false };
  }
}

/** With no secret configured nothing can be verified: every delivery is refused. */
export const noSecretConfigured: Refusal = {
  error: webhookErrorCodes.signatureInvalid,
  message: 'No webhook secret is configured (WEBHOOK_SECRETS): events cannot be verified',
};

/** The key id that signed `raw`, or why the delivery is refused. */
export function checkSignature(
  header: string | string[] | undefined,
  raw: Buffer,
  keys: readonly WebhookKey[],
): { ok: true; keyId: string } | { ok: false; refusal: Refusal } {
  const check = verifyEventSignature(header, raw, keys);
  if (check.ok) return { ok: true, keyId: check.keyId };
  const error =
    check.reason === 'missing'
      ? webhookErrorCodes.signatureMissing
      : webhookErrorCodes.signatureInvalid;
  return { ok: false, refusal: { error, message: signatureMessages[check.reason] } };
}

/**
 * Events that reverse money are facts, not a state a later event replaces (issue 43): a
 * chargeback, its dispute, a failed refund or settlement delivered after a newer event (a retry
 * after a 500, a delay) is still applied, or the merchant would keep money it no longer has.
 */
export const factEvents = [
  'chargedBack',
  'informationRequested',
  'refundFailed',
  'settlementFailed',
] as const;

/** The event a verified body holds, or why it is refused. */
export function readEvent(
  raw: Buffer,
): { ok: true; event: IncomingEvent } | { ok: false; refusal: Refusal } {
  const body = parseJson(raw);
  if (!body.ok) {
    return {
      ok: false,
      refusal: { error: webhookErrorCodes.eventMalformed, message: 'The event is not JSON' },
    };
  }
  const parsed = eventSchema.safeParse(body.json);
  const at = parsed.success ? epochOf(parsed.data.eventTimestamp) : Number.NaN;
  const type = parsed.success
    ? (parsed.data.eventDetails.type ?? parsed.data.eventType)
    : undefined;
  if (!parsed.success || Number.isNaN(at) || type === undefined) {
    return {
      ok: false,
      refusal: {
        error: webhookErrorCodes.eventMalformed,
        message:
          'The event needs eventId, eventTimestamp and eventDetails{transactionReference, type} (or eventType)',
      },
    };
  }
  return {
    ok: true,
    event: {
      eventId: parsed.data.eventId,
      at,
      transactionReference: parsed.data.eventDetails.transactionReference,
      type,
      isPaymentState:
        parsed.data.eventType === undefined && !(factEvents as readonly string[]).includes(type),
      json: body.json,
    },
  };
}

/** The reference, id and type an unverified body names, if it names them. */
export function namedIn(raw: Buffer): NamedEvent | null {
  const body = parseJson(raw);
  const parsed = body.ok ? eventSchema.safeParse(body.json) : null;
  if (!parsed?.success) return null;
  const { eventId, eventType, eventDetails } = parsed.data;
  return {
    eventId,
    transactionReference: eventDetails.transactionReference,
    type: eventDetails.type ?? eventType ?? null,
  };
}
