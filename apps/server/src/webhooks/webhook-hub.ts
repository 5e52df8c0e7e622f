// The receiver's memory and the routing of accepted events to the browsers that own them
// (issue 30). Whose payment an event is: when the proxy sends a visitor's payment-creating call
// (Payments API, Card Payments, HPP setup, payouts) it records the call's transactionReference
// for that visitor (visitor-cookie.ts: an unguessable id in a signed httpOnly cookie), before the
// call goes out, so an event the provider sends at once cannot arrive first. An event goes to the
// streams of that visitor only. A reference that a second visitor's call names too is marked
// contested and its events go to no one: knowing (or guessing) another visitor's reference never
// yields their events. Unknown references (a payment made elsewhere) go to no one either.
// Everything here is per instance and bounded: caps and age limits below.
import { BoundedMap } from './bounded-map';

const day = 24 * 60 * 60 * 1000;

export interface HubLimits {
  /** References remembered (the oldest forgotten first), and for how long. */
  maxReferences: number;
  referenceMaxAgeMs: number;
  /** Event ids remembered for de-duplication; the provider retries for up to a week. */
  maxEventIds: number;
  eventIdMaxAgeMs: number;
  /** Recent messages kept for a reconnecting stream (Last-Event-ID), and for how long. */
  replayCount: number;
  replayMaxAgeMs: number;
  /** Open streams in all, and per visitor (tabs). */
  maxStreams: number;
  maxStreamsPerVisitor: number;
}

export const defaultHubLimits: HubLimits = {
  maxReferences: 20_000,
  referenceMaxAgeMs: 7 * day,
  maxEventIds: 50_000,
  eventIdMaxAgeMs: 8 * day,
  replayCount: 500,
  replayMaxAgeMs: 10 * 60 * 1000,
  maxStreams: 1_000,
  maxStreamsPerVisitor: 5,
};

/** What the receiver did with an event. */
export type ReceiverOutcome = 'applied' | 'duplicate' | 'outOfOrder';
/**
 * What it did with a delivery it did not accept, told only to a visitor whose own fault caused
 * it (routes/webhooks.ts): answered 500 on purpose, or 400 to a bad or missing signature.
 */
export type FaultOutcome = 'failedOnPurpose' | 'rejected';

/** An accepted event as the receiver read it. */
export interface AcceptedEvent {
  eventId: string;
  /** eventTimestamp as epoch ms (UTC). */
  at: number;
  transactionReference: string;
  type: string;
  /** tokenCreated is not a state of the payment: it is never out of order. */
  isPaymentState: boolean;
  keyId: string;
  signature: string;
  /** The parsed body, as the browser will show it. */
  body: unknown;
}

/** One message of the event stream: the event and what the receiver did with it. */
export interface WebhookMessage {
  eventId: string;
  type: string;
  transactionReference: string;
  outcome: ReceiverOutcome | FaultOutcome;
  receivedAt: string;
  request: { eventSignature: string; keyId: string };
  /** What the receiver answered the provider. */
  response: { status: number; body: unknown };
  /** From the event's eventTimestamp to its arrival, ms (the provider's clock against ours). */
  lagMs: number | null;
  /** The visitor's faults in force when it arrived (routes/webhook-faults.ts). */
  faults: string[];
  /** The body; null for a rejected delivery (unverified, so not shown as the provider's). */
  event: unknown;
}

/** A browser's open stream: `write` takes one SSE chunk; false means it fell too far behind. */
export interface StreamSink {
  write(chunk: string): boolean;
  close(): void;
}

type Owner = { visitorId: string } | { contested: true };

/** References per visitor a fault toggle applies to at once (the sandbox takes 50 per call). */
export const recentReferencesPerVisitor = 50;

export class WebhookHub {
  private readonly owners: BoundedMap<string, Owner>;
  private readonly seen: BoundedMap<string, true>;
  private readonly lastApplied: BoundedMap<string, number>;
  private readonly recentReferences: BoundedMap<string, string[]>;
  private readonly recent: { seq: number; visitorId: string; at: number; chunk: string }[] = [];
  private readonly streams = new Map<string, Set<StreamSink>>();
  private streamCount = 0;
  private seq = 0;

  constructor(
    private readonly limits: HubLimits = defaultHubLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.owners = new BoundedMap(limits.maxReferences, limits.referenceMaxAgeMs, now);
    this.seen = new BoundedMap(limits.maxEventIds, limits.eventIdMaxAgeMs, now);
    this.lastApplied = new BoundedMap(limits.maxReferences, limits.referenceMaxAgeMs, now);
    this.recentReferences = new BoundedMap(limits.maxReferences, limits.referenceMaxAgeMs, now);
  }

  /** The references `visitorId` created lately, newest last (faults apply to them). */
  referencesOf(visitorId: string): string[] {
    return (this.recentReferences.get(visitorId) ?? []).filter(
      (reference) => this.ownerOf(reference) === visitorId,
    );
  }

  /** Records that `visitorId` sent a payment-creating call naming `reference`. */
  claim(visitorId: string, reference: string): void {
    const recent = (this.recentReferences.get(visitorId) ?? []).filter((r) => r !== reference);
    this.recentReferences.set(visitorId, [...recent, reference].slice(-recentReferencesPerVisitor));
    const owner = this.owners.get(reference);
    if (owner && ('contested' in owner || owner.visitorId !== visitorId)) {
      this.owners.set(reference, { contested: true });
    } else {
      this.owners.set(reference, { visitorId });
    }
  }

  /** The visitor whose events these are, or null (unknown or contested). */
  ownerOf(reference: string): string | null {
    const owner = this.owners.get(reference);
    return owner && 'visitorId' in owner ? owner.visitorId : null;
  }

  /**
   * De-duplicates by eventId, ignores an event older than the last one applied to its payment,
   * and hands a message to the owner's streams (writes into their buffers: never waits for a
   * browser). Returns what it did and how many streams got it.
   */
  receive(
    event: AcceptedEvent,
    extra: (outcome: ReceiverOutcome) => Pick<WebhookMessage, 'faults'> = () => ({ faults: [] }),
  ): { outcome: ReceiverOutcome; streams: number } {
    const outcome = this.outcomeOf(event);
    const visitorId = this.ownerOf(event.transactionReference);
    if (visitorId === null) return { outcome, streams: 0 };
    const now = this.now();
    const streams = this.publish(visitorId, {
      eventId: event.eventId,
      type: event.type,
      transactionReference: event.transactionReference,
      outcome,
      receivedAt: new Date(now).toISOString(),
      request: { eventSignature: event.signature, keyId: event.keyId },
      response: { status: 200, body: { received: true, outcome } },
      lagMs: Number.isFinite(event.at) ? now - event.at : null,
      ...extra(outcome),
      event: event.body,
    });
    return { outcome, streams };
  }

  /** Writes a message into `visitorId`'s streams (and the replay buffer); how many took it. */
  publish(visitorId: string, message: WebhookMessage): number {
    const seq = ++this.seq;
    const chunk = `id: ${seq}\nevent: webhook\ndata: ${JSON.stringify(message)}\n\n`;
    this.remember(seq, visitorId, chunk);
    let streams = 0;
    for (const sink of this.streams.get(visitorId) ?? []) {
      if (sink.write(chunk)) streams += 1;
      else this.drop(visitorId, sink);
    }
    return streams;
  }

  private outcomeOf(event: AcceptedEvent): ReceiverOutcome {
    if (this.seen.get(event.eventId)) return 'duplicate';
    this.seen.set(event.eventId, true);
    if (!event.isPaymentState) return 'applied';
    const last = this.lastApplied.get(event.transactionReference);
    // Equal times are not out of order: one command gives several events at once.
    if (last !== undefined && event.at < last) return 'outOfOrder';
    this.lastApplied.set(event.transactionReference, event.at);
    return 'applied';
  }

  private remember(seq: number, visitorId: string, chunk: string): void {
    const now = this.now();
    this.recent.push({ seq, visitorId, at: now, chunk });
    while (
      this.recent.length > this.limits.replayCount ||
      (this.recent[0] && now - this.recent[0].at > this.limits.replayMaxAgeMs)
    ) {
      this.recent.shift();
    }
  }

  /**
   * Opens a stream for `visitorId`; with `afterSeq` (Last-Event-ID) it first gets that visitor's
   * recent messages after it. Returns the closer, or null when there are too many streams.
   */
  subscribe(visitorId: string, afterSeq: number | null, sink: StreamSink): (() => void) | null {
    const own = this.streams.get(visitorId) ?? new Set<StreamSink>();
    if (this.streamCount >= this.limits.maxStreams) return null;
    if (own.size >= this.limits.maxStreamsPerVisitor) return null;
    own.add(sink);
    this.streams.set(visitorId, own);
    this.streamCount += 1;
    if (afterSeq !== null) {
      const now = this.now();
      for (const entry of this.recent) {
        if (entry.seq <= afterSeq || entry.visitorId !== visitorId) continue;
        if (now - entry.at > this.limits.replayMaxAgeMs) continue;
        if (!sink.write(entry.chunk)) {
          this.drop(visitorId, sink);
          return () => {};
        }
      }
    }
    return () => this.unsubscribe(visitorId, sink);
  }

  private unsubscribe(visitorId: string, sink: StreamSink): void {
    const own = this.streams.get(visitorId);
    if (!own?.delete(sink)) return;
    this.streamCount -= 1;
    if (own.size === 0) this.streams.delete(visitorId);
  }

  /** A stream that fell behind is closed; the browser reconnects with Last-Event-ID. */
  private drop(visitorId: string, sink: StreamSink): void {
    this.unsubscribe(visitorId, sink);
    sink.close();
  }

  /** Open streams, for tests and the health of the limits. */
  get openStreams(): number {
    return this.streamCount;
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const [visitorId, own] of this.streams) {
      for (const sink of own) this.drop(visitorId, sink);
    }
  }
}
