// Events as the provider (and the sandbox) sends them, signed, for the receiver's tests.
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const eventsMediaType = 'application/vnd.worldpay.events-v1.hal+json';

export const hmacHex = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body, 'utf8').digest('hex');

/** A payment event's raw body (the envelope of provider-lifecycle.md §2.2). */
export function paymentEvent(
  transactionReference: string,
  type: string,
  eventTimestamp: string,
  extra: Record<string, unknown> = {},
  eventId: string = randomUUID(),
): string {
  return JSON.stringify({
    eventId,
    eventTimestamp,
    eventDetails: {
      classification: 'payment',
      transactionReference,
      type,
      date: eventTimestamp.slice(0, 10),
      amount: { value: 1250, currencyCode: 'GBP' },
      ...extra,
    },
  });
}

/** `keyId/SHA256/hex` for each key, comma-separated, as the sandbox writes the header. */
export const signatureFor = (body: string, keys: [keyId: string, secret: string][]) =>
  keys.map(([keyId, secret]) => `${keyId}/SHA256/${hmacHex(secret, body)}`).join(',');

/** POSTs an event to the receiver with `signature` as Event-Signature (none when undefined). */
export function postEvent(app: FastifyInstance, body: string, signature: string | undefined) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: {
      'content-type': eventsMediaType,
      ...(signature === undefined ? {} : { 'event-signature': signature }),
    },
    payload: body,
  });
}
