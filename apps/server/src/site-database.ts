// The site's own tables in PostgreSQL (DATABASE_URL), for several instances of the demo behind a
// load balancer (README "Hosting for many visitors"): the visitors' ledger
// (visitors/postgres-visitor-ledger.ts) and the events' ledger (webhooks/postgres-event-ledger.ts)
// read and write them through one pool. They sit in the sandbox's database with a `site_` prefix
// and migrations of their own (site_schema_migrations, @sjd/postgres), applied under an advisory
// lock: instances starting together apply each once. Old rows are purged by one instance at a
// time (advisory lock), each ledger deleting what its age limits expired.
import { randomBytes } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import { applyMigrations } from '@sjd/postgres';

/** Advisory lock keys: the migrations and the purge ("sjd-site-migrate", "sjd-site-purge"). */
const migrationLock = 0x736a_6473;
const purgeLock = 0x736a_6470;
const purgeEveryMs = 10 * 60 * 1000;

export const siteMigrations: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'webhook ledger',
    sql: `
      CREATE TABLE site_settings (name text PRIMARY KEY, value text NOT NULL);
      CREATE TABLE site_reference_owners (
        reference text PRIMARY KEY,
        visitor_id text,
        claimed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX site_reference_owners_visitor ON site_reference_owners (visitor_id, claimed_at);
      CREATE TABLE site_namespace_owners (
        namespace text PRIMARY KEY,
        visitor_id text NOT NULL,
        used_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE site_seen_events (
        event_id text PRIMARY KEY,
        seen_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE site_payment_states (
        reference text PRIMARY KEY,
        last_at bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE site_messages (
        seq bigserial PRIMARY KEY,
        visitor_id text NOT NULL,
        data text NOT NULL,
        published_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX site_messages_visitor ON site_messages (visitor_id, seq);
    `,
  },
  {
    version: 2,
    name: 'visitor faults',
    sql: `
      CREATE TABLE site_visitor_faults (visitor_id text PRIMARY KEY, faults text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE site_failed_first_attempts (event_id text PRIMARY KEY,
        failed_at timestamptz NOT NULL DEFAULT now());
    `,
  },
  {
    version: 3,
    name: 'pending reference claims',
    // A reference is claimed while its creating call is under way (pending_since set) and kept
    // only when the call made the payment (issue 42). Rows of the contested days (no visitor)
    // are no one's.
    sql: `
      ALTER TABLE site_reference_owners ADD COLUMN pending_since timestamptz;
      DELETE FROM site_reference_owners WHERE visitor_id IS NULL;
    `,
  },
];

/** Deletes a ledger's expired rows, on the connection that holds the purge lock. */
export type Purge = (client: PoolClient) => Promise<void>;

/** Rows of `table` whose `column` is older than `ms`, as a purge statement. */
export const deleteOlderThan = (client: PoolClient, table: string, column: string, ms: number) =>
  client.query(`DELETE FROM ${table} WHERE ${column} < now() - make_interval(secs => $1)`, [
    ms / 1000,
  ]);

export class SiteDatabase {
  private readonly purges: Purge[] = [];
  private purgeTimer: ReturnType<typeof setInterval> | null = null;

  private constructor(
    readonly pool: Pool,
    readonly url: string,
    /** Told about a failed purge or a lost connection (the server's log). */
    readonly onError: (message: string, error: unknown) => void,
  ) {}

  /** Connects and applies the site's migrations. */
  static async open(
    url: string,
    options: { onError?: (message: string, error: unknown) => void; poolSize?: number } = {},
  ): Promise<SiteDatabase> {
    const onError = options.onError ?? (() => {});
    const pool = new Pool({ connectionString: url, max: options.poolSize ?? 5 });
    // An idle client's error (the server restarted) must not crash the process.
    pool.on('error', (error) => onError('The site database connection failed', error));
    try {
      const client = await pool.connect();
      try {
        await applyMigrations(client, {
          table: 'site_schema_migrations',
          lock: migrationLock,
          owner: "The site's database",
          migrations: siteMigrations,
        });
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new SiteDatabase(pool, url, onError);
  }

  /** Runs `purge` with the others every ten minutes, on one instance at a time. */
  onPurge(purge: Purge): void {
    this.purges.push(purge);
    if (this.purgeTimer) return;
    this.purgeTimer = setInterval(() => void this.purge(), purgeEveryMs);
    this.purgeTimer.unref();
  }

  /** A secret every instance shares, made by the first to ask (e.g. the visitor cookie's key). */
  async sharedSecret(name: string): Promise<string> {
    await this.pool.query(
      'INSERT INTO site_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [name, randomBytes(32).toString('base64url')],
    );
    const { rows } = await this.pool.query<{ value: string }>(
      'SELECT value FROM site_settings WHERE name = $1',
      [name],
    );
    const value = rows[0]?.value;
    if (!value) throw new Error(`The site database holds no ${name}`);
    return value;
  }

  /** Deletes what the ledgers' age limits have expired; one instance at a time. */
  async purge(): Promise<void> {
    const client = await this.pool.connect().catch((error: unknown) => {
      this.onError('The site database purge could not connect', error);
      return null;
    });
    if (!client) return;
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [purgeLock],
      );
      if (!rows[0]?.locked) return;
      try {
        for (const purge of this.purges) await purge(client);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [purgeLock]);
      }
    } catch (error) {
      this.onError('The site database purge failed', error);
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    await this.pool.end();
  }
}
