// What the site remembers about its visitors (the visitor id is the signed cookie's,
// visitor-cookie.ts): which payments and token namespaces are whose, and which delivery faults
// each turned on. The proxy writes ownership as a visitor's calls go out; the inspector, the clock
// and the receiver read it, so a visitor only ever sees, faults or triggers what is theirs.
// One instance (`npm start`) keeps it in memory (MemoryVisitorLedger, below); several instances
// behind a load balancer share it in PostgreSQL (postgres-visitor-ledger.ts, with DATABASE_URL).
// What the provider's events do once they arrive (de-duplication, the bus to the streams) is the
// webhooks' own ledger (webhooks/event-ledger.ts).
import { noVisitorFaults, type VisitorFaultSettings } from '@sjd/contracts';
import { BoundedMap } from '../bounded-map';

const day = 24 * 60 * 60 * 1000;

export interface VisitorLimits {
  /** References and namespaces remembered (the oldest forgotten first), and for how long. */
  maxReferences: number;
  referenceMaxAgeMs: number;
  /** Visitors whose faults are remembered, and for how long after they last set them. */
  maxVisitors: number;
  visitorMaxAgeMs: number;
  /** Event ids answered 500 once (first500); the provider retries for up to a week. */
  maxFailedEvents: number;
  failedEventMaxAgeMs: number;
}

export const defaultVisitorLimits: VisitorLimits = {
  maxReferences: 20_000,
  referenceMaxAgeMs: 7 * day,
  maxVisitors: 20_000,
  visitorMaxAgeMs: 7 * day,
  maxFailedEvents: 50_000,
  failedEventMaxAgeMs: 8 * day,
};

/** References per visitor a fault toggle applies to at once (the sandbox takes 50 per call). */
export const recentReferencesPerVisitor = 50;
/** References per visitor turning every fault off clears (in calls of 50); all that are kept. */
export const referencesClearedPerVisitor = 500;

/** What a namespace claim found: the caller's own (or new), or another visitor's. */
export type NamespaceClaim = 'own' | 'other';
/** What a reference claim found: the caller's own (or free), or another visitor's. */
export type ReferenceClaim = 'own' | 'other';

/**
 * How long a claim whose creating call never said how it went (an instance stopped in the middle)
 * keeps its reference from others: far longer than any provider call may take.
 */
export const pendingClaimMs = 5 * 60 * 1000;

export interface VisitorLedger {
  /**
   * Claims `reference` for `visitorId`, whose payment-creating call naming it is about to go out
   * (its events may arrive before its answer). A reference is whoever made the payment's: while
   * another visitor owns it, or has a call naming it under way, this is 'other' and nothing
   * changes. The claim is pending until `settleReference` says how the call went.
   */
  claimReference(visitorId: string, reference: string): Promise<ReferenceClaim>;
  /**
   * The call `visitorId` claimed `reference` for was answered: `created` keeps the claim (the
   * payment exists); otherwise a pending claim is dropped, so a refused or failed call never
   * keeps a reference from anyone. A claim already kept stays kept.
   */
  settleReference(visitorId: string, reference: string, created: boolean): Promise<void>;
  /** The visitor whose payment this is (or whose creating call is under way), or null. */
  ownerOf(reference: string): Promise<string | null>;
  /** Who claimed `reference` in a creating call, or null. */
  claimOf(reference: string): Promise<string | null>;
  /** The references `visitorId` owns, the latest `limit` of them, newest last. */
  referencesOf(visitorId: string, limit: number): Promise<string[]>;
  /**
   * Claims a token namespace for `visitorId`. The first visitor to name it keeps it; another
   * visitor naming it gets 'other' and nothing changes (a guessed namespace yields nothing).
   */
  claimNamespace(visitorId: string, namespace: string): Promise<NamespaceClaim>;
  /** The delivery faults the visitor turned on (none by default). */
  faultsOf(visitorId: string): Promise<VisitorFaultSettings>;
  setFaults(visitorId: string, faults: VisitorFaultSettings): Promise<void>;
  /**
   * first500: true the first time `eventId` arrives for a visitor with the fault on (the receiver
   * answers it 500), false for its retries and for everyone else.
   */
  failsFirstAttempt(visitorId: string, eventId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** A reference's owner; `pendingSince` (ms) while the creating call is under way. */
interface Owner {
  visitorId: string;
  pendingSince: number | null;
}

/** One instance's visitor ledger, bounded: the caps and age limits above. */
export class MemoryVisitorLedger implements VisitorLedger {
  private readonly owners: BoundedMap<string, Owner>;
  private readonly byVisitor: BoundedMap<string, string[]>;
  private readonly namespaces: BoundedMap<string, string>;
  private readonly faults: BoundedMap<string, VisitorFaultSettings>;
  private readonly failedOnce: BoundedMap<string, true>;

  constructor(
    limits: VisitorLimits = defaultVisitorLimits,
    private readonly now: () => number = Date.now,
  ) {
    const { maxReferences, referenceMaxAgeMs } = limits;
    this.owners = new BoundedMap(maxReferences, referenceMaxAgeMs, now);
    this.byVisitor = new BoundedMap(maxReferences, referenceMaxAgeMs, now);
    this.namespaces = new BoundedMap(maxReferences, referenceMaxAgeMs, now);
    this.faults = new BoundedMap(limits.maxVisitors, limits.visitorMaxAgeMs, now);
    this.failedOnce = new BoundedMap(limits.maxFailedEvents, limits.failedEventMaxAgeMs, now);
  }

  async claimReference(visitorId: string, reference: string): Promise<ReferenceClaim> {
    const owner = this.owners.get(reference);
    const stale =
      owner?.pendingSince !== null &&
      owner?.pendingSince !== undefined &&
      owner.pendingSince < this.now() - pendingClaimMs;
    if (owner && owner.visitorId !== visitorId && !stale) return 'other';
    // The visitor's own list keeps the latest few (a fault toggle applies to them).
    const recent = (this.byVisitor.get(visitorId) ?? []).filter((r) => r !== reference);
    this.byVisitor.set(visitorId, [...recent, reference].slice(-referencesClearedPerVisitor));
    const kept = owner?.visitorId === visitorId && owner.pendingSince === null;
    this.owners.set(reference, { visitorId, pendingSince: kept ? null : this.now() });
    return 'own';
  }

  async settleReference(visitorId: string, reference: string, created: boolean): Promise<void> {
    const owner = this.owners.get(reference);
    if (owner?.visitorId !== visitorId || owner.pendingSince === null) return;
    if (created) this.owners.set(reference, { visitorId, pendingSince: null });
    else this.owners.delete(reference);
  }

  async ownerOf(reference: string): Promise<string | null> {
    return this.owners.get(reference)?.visitorId ?? null;
  }

  async claimOf(reference: string): Promise<string | null> {
    return this.ownerOf(reference);
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

  async faultsOf(visitorId: string): Promise<VisitorFaultSettings> {
    return this.faults.get(visitorId) ?? noVisitorFaults;
  }

  async setFaults(visitorId: string, faults: VisitorFaultSettings): Promise<void> {
    this.faults.set(visitorId, faults);
  }

  async failsFirstAttempt(visitorId: string, eventId: string): Promise<boolean> {
    if (!(await this.faultsOf(visitorId)).first500 || this.failedOnce.get(eventId)) return false;
    this.failedOnce.set(eventId, true);
    return true;
  }

  async close(): Promise<void> {}
}
