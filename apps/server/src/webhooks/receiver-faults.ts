// The receiver's side of the visitors' delivery faults (issue 30) and its record of what it got
// (receptions.ts), kept out of the route (routes/webhook-receiver.ts) that verifies and routes events:
// - first500: the first arrival of each event of a visitor with the fault is answered 500, so
//   the provider's real retry shows in that visitor's trail;
// - a delivery refused for its signature is told to the visitor whose payment it names, only
//   when that visitor turned a signature fault on and only when the built-in sandbox is making
//   that delivery: its record (read through the simulator client) has the event, with the same
//   body, and an attempt of it under way. Anyone can post an unsigned body naming a reference, so
//   the body is never shown as the provider's event, its id and type are the sandbox's, and each
//   attempt is told once (on any instance): forged posts reach no trail and evict no reception.
import { isDeepStrictEqual } from 'node:util';
import type { DeliveryOutcome, SimulatorEvent } from '@sjd/contracts';
import type { SimulatorClient } from '../visitors/simulator-client';
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
    /**
     * The built-in sandbox's records, read as the payment's owner (each visitor is a merchant of
     * their own there, issue 42: visitors.ts `simulatorOf`); null with a real provider (no
     * refusal is then told).
     */
    private readonly simulatorOf: ((owner: string) => SimulatorClient | null) | null,
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

  /**
   * A delivery refused for its signature: told to its owner if the owner asked for that fault and
   * the sandbox is making it (sandboxAttempt), once per attempt, named as the sandbox names it.
   */
  async reportRejected(
    arrival: Arrival,
    named: NamedEvent | null,
    answer: { error: string; message: string },
  ): Promise<void> {
    const owner = named ? await this.visitors.ownerOf(named.transactionReference) : null;
    if (!named || owner === null) return;
    const own = await this.faults.of(owner);
    if (!own.badSignature && !own.missingSignature) return;
    const made = await this.sandboxAttempt(arrival, named);
    if (!made) return;
    const { event, attempt } = made;
    if (!(await this.hub.isFirstTelling(`rejected:${event.eventId}:${attempt}`))) return;
    const sandboxNamed = {
      eventId: event.eventId,
      type: event.type,
      transactionReference: named.transactionReference,
    };
    await this.hub.publish(owner, {
      ...sandboxNamed,
      outcome: 'rejected',
      receivedAt: arrival.receivedAt,
      request: { eventSignature: arrival.signature ?? '', keyId: '' },
      response: { status: 400, body: answer },
      lagMs: null,
      faults: activeFaults(own),
      event: null,
    });
    await this.record(arrival, sandboxNamed, { status: 400, body: answer }, 'rejected');
  }

  /**
   * The sandbox's record of the delivery `arrival` says it is, with the number of the attempt
   * under way: the reference's event with this id, whose body is the one that came, while the
   * sandbox is sending it (the attempt is recorded only once answered). Null for anything else: a
   * post the sandbox did not make, a replay of its body between attempts, no sandbox to ask.
   */
  private async sandboxAttempt(
    arrival: Arrival,
    named: NamedEvent,
  ): Promise<{ event: SimulatorEvent; attempt: number } | null> {
    if (!this.simulatorOf) return null;
    const owner = await this.visitors.ownerOf(named.transactionReference);
    const simulator = owner === null ? null : this.simulatorOf(owner);
    if (!simulator) return null;
    const listed = await simulator.events(named.transactionReference);
    if (!listed.ok) return null;
    const event = listed.value.find((candidate) => candidate.eventId === named.eventId);
    if (!event || !isDeepStrictEqual(event.body, jsonOf(arrival.raw))) return null;
    const sending = event.deliveries.find((delivery) => delivery.state === 'sending');
    return sending ? { event, attempt: sending.attempts.length + 1 } : null;
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

/** The body as JSON; undefined when it is not (never equal to a sandbox's event body). */
function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
