// What the delivery faults (faults.ts) do when delivery.ts claims and sends an event: the delay
// and out-of-order faults hold a first attempt back, the signature faults spoil or drop the
// `Event-Signature` header. (The duplicate fault is delivery.ts's own: a second POST.)
import type { WebhookKey } from '../config';
import type { RecordTable } from '../store/store';
import { delayFaultMs, holdFaultMs, type WebhookFaults } from './faults';
import type { ReceiverDelivery, WebhookEvent } from './outbox';
import { eventSignature } from './signature';

/** A receiver whose first attempt the out-of-order fault holds back. */
export const isHeldBack = (r: ReceiverDelivery) =>
  r.state === 'pending' && r.attempts.length === 0 && (r.held ?? []).includes('outOfOrder');

/** The events of `event`'s reference held back for the out-of-order fault at `url`. */
export async function heldSiblings(
  events: RecordTable<WebhookEvent>,
  event: WebhookEvent,
  url: string,
): Promise<WebhookEvent[]> {
  const siblings = await events.findBy('transactionReference', event.transactionReference);
  return siblings.filter(
    (other) => other.id !== event.id && other.receivers.some((r) => r.url === url && isHeldBack(r)),
  );
}

/**
 * What the delay and out-of-order faults do to a first attempt that is due: the receiver held
 * back (its new due time), `release` (send it, then the event held back for it), or null (send).
 */
export async function holdFor(
  events: RecordTable<WebhookEvent>,
  event: WebhookEvent,
  r: ReceiverDelivery,
  faults: WebhookFaults,
  now: number,
): Promise<ReceiverDelivery | 'release' | null> {
  if (r.attempts.length > 0) return null;
  const held = r.held ?? [];
  if (faults.delay && !held.includes('delay')) {
    return { ...r, nextAttemptAt: now + delayFaultMs, held: [...held, 'delay'] };
  }
  if (!faults.outOfOrder || held.includes('outOfOrder')) return null;
  // Every other event is held: the first waits for the second, which then goes first.
  if ((await heldSiblings(events, event, r.url)).length > 0) return 'release';
  return { ...r, nextAttemptAt: now + holdFaultMs, held: [...held, 'outOfOrder'] };
}

/** The Event-Signature header an attempt goes with: the signature faults spoil or drop it. */
export function signatureFor(
  keys: readonly WebhookKey[],
  faults: WebhookFaults,
  body: string,
): { header?: string; fault?: 'badSignature' | 'missingSignature' } {
  if (faults.missingSignature) return { fault: 'missingSignature' };
  if (faults.badSignature) {
    // A well-formed header over the right body with the wrong secret: only the HMAC is wrong.
    const wrong = keys.map((key) => ({ ...key, secret: `${key.secret}-not-ours` }));
    const header = eventSignature(
      wrong.length > 0 ? wrong : [{ keyId: '1', secret: 'not-ours' }],
      body,
    );
    return { ...(header ? { header } : {}), fault: 'badSignature' };
  }
  const header = eventSignature(keys, body);
  return header ? { header } : {};
}
