// The visitors' ledger in PostgreSQL (site-database.ts), for several instances: a visitor's
// payment call, the provider's delivery of its event, the inspector and the clock may each land
// on a different instance, and all must agree on whose a reference, a namespace and a fault is.
// Owners, namespaces and first-attempt failures are decided by single statements (INSERT … ON
// CONFLICT), never read-then-write, so two instances deciding at once decide once. Rows expire on
// the same age limits as the memory ledger.
import { noVisitorFaults, visitorFaultsSchema, type VisitorFaultSettings } from '@sjd/contracts';
import { deleteOlderThan, type SiteDatabase } from '../site-database';
import {
  defaultVisitorLimits,
  pendingClaimMs,
  type NamespaceClaim,
  type ReferenceClaim,
  type VisitorLedger,
  type VisitorLimits,
} from './visitor-ledger';

/** The stored faults, read back through their contract (a row from another build: none). */
function readFaults(text: string | undefined): VisitorFaultSettings {
  if (text === undefined) return noVisitorFaults;
  try {
    return visitorFaultsSchema.safeParse(JSON.parse(text)).data ?? noVisitorFaults;
  } catch {
    return noVisitorFaults;
  }
}

export class PostgresVisitorLedger implements VisitorLedger {
  constructor(
    private readonly db: SiteDatabase,
    private readonly limits: VisitorLimits = defaultVisitorLimits,
  ) {
    db.onPurge(async (client) => {
      const { referenceMaxAgeMs, visitorMaxAgeMs, failedEventMaxAgeMs } = this.limits;
      await deleteOlderThan(client, 'site_reference_owners', 'claimed_at', referenceMaxAgeMs);
      await deleteOlderThan(client, 'site_namespace_owners', 'used_at', referenceMaxAgeMs);
      await deleteOlderThan(client, 'site_visitor_faults', 'updated_at', visitorMaxAgeMs);
      await deleteOlderThan(client, 'site_failed_first_attempts', 'failed_at', failedEventMaxAgeMs);
    });
  }

  private get referenceMaxAgeSeconds(): number {
    return this.limits.referenceMaxAgeMs / 1000;
  }

  async claimReference(visitorId: string, reference: string): Promise<ReferenceClaim> {
    // One statement: a free reference (none, expired, a stale pending claim or a row of the
    // contested days) becomes the visitor's, pending; their own stays theirs (kept if it was);
    // another's is left alone and nothing is returned.
    const { rows } = await this.db.pool.query<{ visitor_id: string }>(
      `INSERT INTO site_reference_owners (reference, visitor_id, pending_since)
       VALUES ($1, $2, now())
       ON CONFLICT (reference) DO UPDATE SET
         visitor_id = EXCLUDED.visitor_id,
         pending_since = CASE WHEN site_reference_owners.visitor_id = EXCLUDED.visitor_id
                                   AND site_reference_owners.pending_since IS NULL
                              THEN NULL ELSE now() END,
         claimed_at = now()
       WHERE site_reference_owners.visitor_id = EXCLUDED.visitor_id
          OR site_reference_owners.visitor_id IS NULL
          OR site_reference_owners.claimed_at <= now() - make_interval(secs => $3)
          OR site_reference_owners.pending_since < now() - make_interval(secs => $4)
       RETURNING visitor_id`,
      [reference, visitorId, this.referenceMaxAgeSeconds, pendingClaimMs / 1000],
    );
    return rows[0]?.visitor_id === visitorId ? 'own' : 'other';
  }

  async settleReference(visitorId: string, reference: string, created: boolean): Promise<void> {
    await this.db.pool.query(
      created
        ? `UPDATE site_reference_owners SET pending_since = NULL
           WHERE reference = $1 AND visitor_id = $2 AND pending_since IS NOT NULL`
        : `DELETE FROM site_reference_owners
           WHERE reference = $1 AND visitor_id = $2 AND pending_since IS NOT NULL`,
      [reference, visitorId],
    );
  }

  async ownerOf(reference: string): Promise<string | null> {
    const { rows } = await this.db.pool.query<{ visitor_id: string | null }>(
      `SELECT visitor_id FROM site_reference_owners
       WHERE reference = $1 AND claimed_at > now() - make_interval(secs => $2)`,
      [reference, this.referenceMaxAgeSeconds],
    );
    return rows[0]?.visitor_id ?? null;
  }

  async claimOf(reference: string): Promise<string | null> {
    return this.ownerOf(reference);
  }

  async referencesOf(visitorId: string, limit: number): Promise<string[]> {
    const { rows } = await this.db.pool.query<{ reference: string }>(
      `SELECT reference FROM site_reference_owners
       WHERE visitor_id = $1 AND claimed_at > now() - make_interval(secs => $2)
       ORDER BY claimed_at DESC LIMIT $3`,
      [visitorId, this.referenceMaxAgeSeconds, limit],
    );
    return rows.map((row) => row.reference).reverse();
  }

  async claimNamespace(visitorId: string, namespace: string): Promise<NamespaceClaim> {
    // The first visitor keeps it; an owner gone quiet for the age limit loses it (as in memory).
    const { rows } = await this.db.pool.query<{ visitor_id: string }>(
      `INSERT INTO site_namespace_owners (namespace, visitor_id) VALUES ($1, $2)
       ON CONFLICT (namespace) DO UPDATE SET
         visitor_id = CASE WHEN site_namespace_owners.used_at < now() - make_interval(secs => $3)
                           THEN EXCLUDED.visitor_id ELSE site_namespace_owners.visitor_id END,
         used_at = CASE WHEN site_namespace_owners.visitor_id = EXCLUDED.visitor_id
                          OR site_namespace_owners.used_at < now() - make_interval(secs => $3)
                        THEN now() ELSE site_namespace_owners.used_at END
       RETURNING visitor_id`,
      [namespace, visitorId, this.referenceMaxAgeSeconds],
    );
    return rows[0]?.visitor_id === visitorId ? 'own' : 'other';
  }

  async faultsOf(visitorId: string): Promise<VisitorFaultSettings> {
    const { rows } = await this.db.pool.query<{ faults: string }>(
      `SELECT faults FROM site_visitor_faults
       WHERE visitor_id = $1 AND updated_at > now() - make_interval(secs => $2)`,
      [visitorId, this.limits.visitorMaxAgeMs / 1000],
    );
    return readFaults(rows[0]?.faults);
  }

  async setFaults(visitorId: string, faults: VisitorFaultSettings): Promise<void> {
    await this.db.pool.query(
      `INSERT INTO site_visitor_faults (visitor_id, faults) VALUES ($1, $2)
       ON CONFLICT (visitor_id) DO UPDATE SET faults = EXCLUDED.faults, updated_at = now()`,
      [visitorId, JSON.stringify(faults)],
    );
  }

  async failsFirstAttempt(visitorId: string, eventId: string): Promise<boolean> {
    if (!(await this.faultsOf(visitorId)).first500) return false;
    // The one instance whose insert wins answers 500; every other arrival of the event is a retry.
    const first = await this.db.pool.query(
      `INSERT INTO site_failed_first_attempts (event_id) VALUES ($1)
       ON CONFLICT (event_id) DO NOTHING`,
      [eventId],
    );
    return first.rowCount === 1;
  }

  /** The database is the site's, closed by whoever opened it (app.ts). */
  async close(): Promise<void> {}
}
