// What the receiver remembers of the provider's events, and where an accepted event is announced
// to the browsers' streams: the events' ledger. Whose an event is, is the visitors' ledger's
// (visitors/visitor-ledger.ts). One instance (`npm start`) keeps it in memory (MemoryEventLedger,
// below). Several instances behind a load balancer share it in PostgreSQL
// (postgres-event-ledger.ts, chosen by DATABASE_URL): which eventIds were seen, the last event
// applied to each payment, and the recent messages; each message is announced to every instance
// (LISTEN/NOTIFY), so an event reaches its visitor's stream whichever instance the provider's
// delivery and the visitor's stream each landed on.
import type { ReceiverOutcome } from '@sjd/contracts';
import { BoundedMap } from '../bounded-map';

const day = 24 * 60 * 60 * 1000;

export interface EventLimits {
  /** Event ids remembered for de-duplication; the provider retries for up to a week. */
  maxEventIds: number;
  eventIdMaxAgeMs: number;
  /** Payments whose last applied event is remembered (out of order), and for how long. */
  maxPayments: number;
  paymentMaxAgeMs: number;
  /** Recent messages kept for a reconnecting stream (Last-Event-ID), and for how long. */
  replayCount: number;
  replayMaxAgeMs: number;
}

export const defaultEventLimits: EventLimits = {
  maxEventIds: 50_000,
  eventIdMaxAgeMs: 8 * day,
  maxPayments: 20_000,
  paymentMaxAgeMs: 7 * day,
  replayCount: 500,
  replayMaxAgeMs: 10 * 60 * 1000,
};

/** A message for one visitor's streams, numbered in the order it was published. */
export interface LedgerMessage {
  seq: number;
  visitorId: string;
  /** The message as the stream sends it (JSON). */
  data: string;
}

/** What the receiver judges an event by. */
export interface JudgedEvent {
  eventId: string;
  /** eventTimestamp, epoch ms. */
  at: number;
  transactionReference: string;
  /** tokenCreated is not a state of the payment: it is never out of order. */
  isPaymentState: boolean;
}

export interface EventLedger {
  /**
   * De-duplicates by eventId and orders by eventTimestamp per payment (`at`, epoch ms):
   * duplicate, out of order (older than the last applied), or applied.
   */
  judge(event: JudgedEvent): Promise<ReceiverOutcome>;
  /** Forgets that an event was seen (its message could not be published: the retry is new). */
  forgetEvent(eventId: string): Promise<void>;
  /** Numbers and keeps a message for `visitorId`, and announces it to every listener. */
  publish(visitorId: string, data: string): Promise<LedgerMessage>;
  /** The visitor's kept messages after `afterSeq`, oldest first. */
  recentAfter(visitorId: string, afterSeq: number): Promise<LedgerMessage[]>;
  /** Calls `listener` with every message published from now on, by any instance. */
  listen(listener: (message: LedgerMessage) => void): void;
  close(): Promise<void>;
}

/** One instance's events ledger, bounded: the caps and age limits above. */
export class MemoryEventLedger implements EventLedger {
  private readonly seen: BoundedMap<string, true>;
  private readonly lastApplied: BoundedMap<string, number>;
  private readonly recent: (LedgerMessage & { at: number })[] = [];
  private readonly listeners: ((message: LedgerMessage) => void)[] = [];
  private seq = 0;

  constructor(
    private readonly limits: EventLimits = defaultEventLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.seen = new BoundedMap(limits.maxEventIds, limits.eventIdMaxAgeMs, now);
    this.lastApplied = new BoundedMap(limits.maxPayments, limits.paymentMaxAgeMs, now);
  }

  async judge(event: JudgedEvent): Promise<ReceiverOutcome> {
    if (this.seen.get(event.eventId)) return 'duplicate';
    this.seen.set(event.eventId, true);
    if (!event.isPaymentState) return 'applied';
    const last = this.lastApplied.get(event.transactionReference);
    // Equal times are not out of order: one command gives several events at once.
    if (last !== undefined && event.at < last) return 'outOfOrder';
    this.lastApplied.set(event.transactionReference, event.at);
    return 'applied';
  }

  async forgetEvent(eventId: string): Promise<void> {
    this.seen.delete(eventId);
  }

  async publish(visitorId: string, data: string): Promise<LedgerMessage> {
    const now = this.now();
    const message = { seq: ++this.seq, visitorId, data };
    this.recent.push({ ...message, at: now });
    while (
      this.recent.length > this.limits.replayCount ||
      (this.recent[0] && now - this.recent[0].at > this.limits.replayMaxAgeMs)
    ) {
      this.recent.shift();
    }
    for (const listener of this.listeners) listener(message);
    return message;
  }

  async recentAfter(visitorId: string, afterSeq: number): Promise<LedgerMessage[]> {
    const now = this.now();
    return this.recent
      .filter(
        (entry) =>
          entry.seq > afterSeq &&
          entry.visitorId === visitorId &&
          now - entry.at <= this.limits.replayMaxAgeMs,
      )
      .map(({ seq, visitorId: owner, data }) => ({ seq, visitorId: owner, data }));
  }

  listen(listener: (message: LedgerMessage) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
  }
}
