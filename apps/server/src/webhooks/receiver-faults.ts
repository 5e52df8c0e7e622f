// The receiver's side of the visitors' delivery faults (issue 30) and its record of what it got
// (receptions.ts), kept out of the route (routes/webhook-receiver.ts) that verifies and routes events:
// - first500: the first arrival of each event of a visitor with the fault is answered 500, so
//   the provider's real retry shows in that visitor's trail;
// - a delivery refused for its signature is told to the visitor whose payment it names, only
//   when that visitor turned a signature fault on: the body is unverified, so it is never shown
//   as the provider's event, and no one else's trail can be written to this way.
import type { DeliveryOutcome } from '@sjd/contracts';
import { activeFaults, type VisitorFaults } from '../visitors/visitor-faults';
import type { VisitorLedger } from '../visitors/visitor-ledger';
import { bodyExcerpt, type ReceptionLog } from './receptions';
import type { WebhookHub } from './webhook-hub';

/** What the receiver saw of one delivery, whatever became of it. */
export interface Arrival {
  raw: Buffer;
  receivedAt: string;
  contentType: string | null;
  signature: string | null;
}

/** The parts of an event the receiver reads (verified, or named in an unverified body). */
export interface NamedEvent {
  eventId: string;
  transactionReference: string;
  type: string | null;
}

export const failedOnPurposeCode = 'webhookFirstAttemptFault';

export class ReceiverFaults {
  constructor(
    private readonly hub: WebhookHub,
    private readonly visitors: VisitorLedger,
    private readonly faults: VisitorFaults,
    private readonly receptions: ReceptionLog,
  ) {}

  /** Records the delivery for the inspector, when the reference is a visitor's. */
  async record(
    arrival: Arrival,
    event: NamedEvent,
    answer: { status: number; body: unknown },
    outcome: DeliveryOutcome,
  ): Promise<void> {
    if ((await this.visitors.ownerOf(event.transactionReference)) === null) return;
    this.receptions.record(event.transactionReference, {
      eventId: event.eventId,
      type: event.type,
      receivedAt: arrival.receivedAt,
      headers: { contentType: arrival.contentType, eventSignature: arrival.signature },
      bodyExcerpt: bodyExcerpt(arrival.raw),
      answer,
      outcome,
    });
  }

  /** A delivery refused for its signature: told to its owner if the owner asked for that fault. */
  async reportRejected(
    arrival: Arrival,
    named: NamedEvent | null,
    answer: { error: string; message: string },
  ): Promise<void> {
    const owner = named ? await this.visitors.ownerOf(named.transactionReference) : null;
    if (!named || owner === null) return;
    const own = await this.faults.of(owner);
    if (!own.badSignature && !own.missingSignature) return;
    await this.hub.publish(owner, {
      eventId: named.eventId,
      type: named.type ?? 'unknown',
      transactionReference: named.transactionReference,
      outcome: 'rejected',
      receivedAt: arrival.receivedAt,
      request: { eventSignature: arrival.signature ?? '', keyId: '' },
      response: { status: 400, body: answer },
      lagMs: null,
      faults: activeFaults(own),
      event: null,
    });
    await this.record(arrival, named, { status: 400, body: answer }, 'rejected');
  }

  /**
   * first500: the body to answer 500 with when this is the first arrival of an event of a visitor
   * with the fault (told to that visitor's stream), else null. Checked before de-duplication, so
   * the provider's retry counts as the first arrival.
   */
  async failFirstAttempt(
    arrival: Arrival,
    event: NamedEvent & { type: string; at: number; keyId: string; json: unknown },
  ): Promise<{ error: string; message: string } | null> {
    const owner = await this.visitors.ownerOf(event.transactionReference);
    if (owner === null || !(await this.faults.failsFirstAttempt(owner, event.eventId))) {
      return null;
    }
    const body = {
      error: failedOnPurposeCode,
      message:
        'The receiver answered 500 on purpose (fault: first attempt answered 500); the provider retries the event',
    };
    await this.hub.publish(owner, {
      eventId: event.eventId,
      type: event.type,
      transactionReference: event.transactionReference,
      outcome: 'failedOnPurpose',
      receivedAt: arrival.receivedAt,
      request: { eventSignature: arrival.signature ?? '', keyId: event.keyId },
      response: { status: 500, body },
      lagMs: event.at <= Date.now() ? Date.now() - event.at : null,
      faults: await this.faults.activeFor(owner),
      event: event.json,
    });
    await this.record(arrival, event, { status: 500, body }, 'failedOnPurpose');
    return body;
  }
}
