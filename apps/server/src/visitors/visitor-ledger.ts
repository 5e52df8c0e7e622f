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

export interface VisitorLedger {
  /**
   * Records that `visitorId` sent a payment-creating call naming `reference`. A reference a
   * second visitor names too becomes contested: it is no one's.
   */
  claimReference(visitorId: string, reference: string): Promise<void>;
  /** The visitor whose payment this is, or null (unknown or contested). */
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

type Owner = { visitorId: string } | { contested: true };

/** One instance's visitor ledger, bounded: the caps and age limits above. */
export class MemoryVisitorLedger implements VisitorLedger {
  private readonly owners: BoundedMap<string, Owner>;
  private readonly byVisitor: BoundedMap<string, string[]>;
  private readonly namespaces: BoundedMap<string, string>;
  private readonly faults: BoundedMap<string, VisitorFaultSettings>;
  private readonly failedOnce: BoundedMap<string, true>;

  constructor(limits: VisitorLimits = defaultVisitorLimits, now: () => number = Date.now) {
    const { maxReferences, referenceMaxAgeMs } = limits;
    this.owners = new BoundedMap(maxReferences, referenceMaxAgeMs, now);
    this.byVisitor = new BoundedMap(maxReferences, referenceMaxAgeMs, now);
    this.namespaces = new BoundedMap(maxReferences, referenceMaxAgeMs, now);
    this.faults = new BoundedMap(limits.maxVisitors, limits.visitorMaxAgeMs, now);
    this.failedOnce = new BoundedMap(limits.maxFailedEvents, limits.failedEventMaxAgeMs, now);
  }

  async claimReference(visitorId: string, reference: string): Promise<void> {
    // The visitor's own list keeps the latest few (a fault toggle applies to them).
    const recent = (this.byVisitor.get(visitorId) ?? []).filter((r) => r !== reference);
    this.byVisitor.set(visitorId, [...recent, reference].slice(-referencesClearedPerVisitor));
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
