// What the receiver must remember, and where an accepted event is announced: the hub's ledger.
// One instance (`npm start`) keeps it in memory (MemoryLedger, below). Several instances behind a
// load balancer share it in PostgreSQL (postgres-ledger.ts, chosen by DATABASE_URL): who owns a
// transactionReference or a token namespace, which eventIds were seen, the last event applied
// to each payment, and the recent messages; each message is announced to every instance
// (LISTEN/NOTIFY), so an event reaches its visitor's stream whichever instance the provider's
// delivery, the visitor's payment call and the visitor's stream each landed on.
import type { ReceiverOutcome } from '@sjd/contracts';
import { BoundedMap } from './bounded-map';

const day = 24 * 60 * 60 * 1000;

export interface LedgerLimits {
  /** References and namespaces remembered (the oldest forgotten first), and for how long. */
  maxReferences: number;
  referenceMaxAgeMs: number;
  /** Event ids remembered for de-duplication; the provider retries for up to a week. */
  maxEventIds: number;
  eventIdMaxAgeMs: number;
  /** Recent messages kept for a reconnecting stream (Last-Event-ID), and for how long. */
  replayCount: number;
  replayMaxAgeMs: number;
}

export const defaultLedgerLimits: LedgerLimits = {
  maxReferences: 20_000,
  referenceMaxAgeMs: 7 * day,
  maxEventIds: 50_000,
  eventIdMaxAgeMs: 8 * day,
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

/** What a namespace claim found: the caller's own (or new), or another visitor's. */
export type NamespaceClaim = 'own' | 'other';

export interface HubLedger {
  /**
   * Records that `visitorId` sent a payment-creating call naming `reference`. A reference a
   * second visitor names too becomes contested: its events go to no one.
   */
  claimReference(visitorId: string, reference: string): Promise<void>;
  /** The visitor whose events these are, or null (unknown or contested). */
  ownerOf(reference: string): Promise<string | null>;
  /** Who named `reference` in a creating call: a visitor, 'contested' (two did), or null. */
  claimOf(reference: string): Promise<string | 'contested' | null>;
  /** The references `visitorId` owns, the latest `limit` of them, newest last. */
  referencesOf(visitorId: string, limit: number): Promise<string[]>;
  /**
   * Claims a token namespace for `visitorId`. The first visitor to name it keeps it; another
   * visitor naming it gets 'other' and nothing changes (a guessed namespace yields nothing).
   */
  claimNamespace(visitorId: string, namespace: string): Promise<NamespaceClaim>;
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

type Owner = { visitorId: string } | { contested: true };

/** References kept per visitor for referencesOf (as many as turning faults off clears). */
const maxReferencesPerVisitor = 500;

/** One instance's ledger, bounded: the caps and age limits above. */
export class MemoryLedger implements HubLedger {
  private readonly owners: BoundedMap<string, Owner>;
  private readonly byVisitor: BoundedMap<string, string[]>;
  private readonly namespaces: BoundedMap<string, string>;
  private readonly seen: BoundedMap<string, true>;
  private readonly lastApplied: BoundedMap<string, number>;
  private readonly recent: (LedgerMessage & { at: number })[] = [];
  private readonly listeners: ((message: LedgerMessage) => void)[] = [];
  private seq = 0;

  constructor(
    private readonly limits: LedgerLimits = defaultLedgerLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.owners = new BoundedMap(limits.maxReferences, limits.referenceMaxAgeMs, now);
    this.byVisitor = new BoundedMap(limits.maxReferences, limits.referenceMaxAgeMs, now);
    this.namespaces = new BoundedMap(limits.maxReferences, limits.referenceMaxAgeMs, now);
    this.seen = new BoundedMap(limits.maxEventIds, limits.eventIdMaxAgeMs, now);
    this.lastApplied = new BoundedMap(limits.maxReferences, limits.referenceMaxAgeMs, now);
  }

  async claimReference(visitorId: string, reference: string): Promise<void> {
    // The visitor's own list keeps the latest few (a fault toggle applies to them).
    const recent = (this.byVisitor.get(visitorId) ?? []).filter((r) => r !== reference);
    this.byVisitor.set(visitorId, [...recent, reference].slice(-maxReferencesPerVisitor));
    const owner = this.owners.get(reference);
    if (owner && ('contested' in owner || owner.visitorId !== visitorId)) {
      this.owners.set(reference, { contested: true });
    } else {
      this.owners.set(reference, { visitorId });
    }
  }

  async ownerOf(reference: string): Promise<string | null> {
    const owner = this.owners.get(reference);
    return owner && 'visitorId' in owner ? owner.visitorId : null;
  }

  async claimOf(reference: string): Promise<string | 'contested' | null> {
    const owner = this.owners.get(reference);
    if (!owner) return null;
    return 'visitorId' in owner ? owner.visitorId : 'contested';
  }

  async referencesOf(visitorId: string, limit: number): Promise<string[]> {
    const owned: string[] = [];
    for (const reference of this.byVisitor.get(visitorId) ?? []) {
      if ((await this.ownerOf(reference)) === visitorId) owned.push(reference);
    }
    return owned.slice(-limit);
  }

  async claimNamespace(visitorId: string, namespace: string): Promise<NamespaceClaim> {
    const owner = this.namespaces.get(namespace);
    if (owner !== undefined && owner !== visitorId) return 'other';
    // Set again on every use: a namespace in use is the last to be forgotten.
    this.namespaces.set(namespace, visitorId);
    return 'own';
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
