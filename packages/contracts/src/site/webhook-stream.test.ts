// The event stream's message is read by the browser from the network: it is parsed, and anything
// that is not one is dropped (null), never passed on half-read.
import { describe, expect, it } from 'vitest';
import { readWebhookMessage, type WebhookMessage } from './webhook-stream';

const message: WebhookMessage = {
  eventId: 'ev-1',
  type: 'authorized',
  transactionReference: 'ref-1',
  outcome: 'applied',
  receivedAt: '2026-12-07T10:00:00.000Z',
  request: { eventSignature: 'k1/SHA256/00', keyId: 'k1' },
  response: { status: 200, body: { received: true, outcome: 'applied' } },
  lagMs: 12,
  faults: [],
  event: { eventId: 'ev-1', eventDetails: { type: 'authorized', amounts: [1, 2.5, null] } },
};

describe('readWebhookMessage', () => {
  it('reads a message, and a refused delivery whose body is null', () => {
    expect(readWebhookMessage(JSON.stringify(message))).toEqual(message);
    const rejected = { ...message, outcome: 'rejected', event: null };
    expect(readWebhookMessage(JSON.stringify(rejected))).toEqual(rejected);
  });

  it('drops what is not a message: bad JSON, an unknown outcome, a missing field', () => {
    expect(readWebhookMessage('{')).toBeNull();
    expect(readWebhookMessage(JSON.stringify({ ...message, outcome: 'lost' }))).toBeNull();
    const { eventId: _id, ...withoutId } = message;
    expect(readWebhookMessage(JSON.stringify(withoutId))).toBeNull();
  });
});
