// The hub's ledger in PostgreSQL (DATABASE_URL), for several instances of the demo behind a load
// balancer (README "Hosting for many visitors"): the visitor's payment call, the provider's
// delivery of its event and the visitor's event stream may each land on a different instance.
// Every instance reads and writes the same tables, and each published message is announced with
// NOTIFY on one channel; every instance LISTENs on it, reads the message by its number and
// writes it to the streams it holds. Message numbers come from one sequence, so a browser that
// reconnects to another instance resumes with its Last-Event-ID. Owners, namespaces and seen
// event ids are decided by single statements (INSERT … ON CONFLICT), never read-then-write, so
// two instances receiving the same event at once count it once. The site's tables sit in the
// sandbox's database with a `site_` prefix and their own migrations (site_schema_migrations),
// applied under an advisory lock: instances starting together apply each once. Old rows are
// purged by one instance at a time (advisory lock), on the same age limits as the memory ledger.
import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { applyMigrations } from '@sjd/postgres';
import {
  defaultLedgerLimits,
  type HubLedger,
  type JudgedEvent,
  type LedgerLimits,
  type LedgerMessage,
  type NamespaceClaim,
} from './hub-ledger';
import type { ReceiverOutcome } from '@sjd/contracts';

/** Message numbers remembered as handed on, so a catch-up never repeats a notification's. */
const deliveredKept = 2000;
/** The NOTIFY channel messages are announced on; the payload is the message's number. */
const channel = 'sjd_webhook_messages';
/** Advisory lock keys: the migrations and the purge ("sjd-site-migrate", "sjd-site-purge"). */
const migrationLock = 0x736a_6473;
const purgeLock = 0x736a_6470;
const purgeEveryMs = 10 * 60 * 1000;
/**
 * Notifications up to this size carry the message itself (PostgreSQL's limit is 8000 bytes,
 * measured on the JSON as built, escapes included); a larger one carries its number.
 */
const inlineNotificationBytes = 7900;

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
];

export interface PostgresLedgerOptions {
  limits?: LedgerLimits;
  /** Told about a failed purge or a lost listening connection (the server's log). */
  onError?: (message: string, error: unknown) => void;
  poolSize?: number;
}

export class PostgresLedger implements HubLedger {
  private readonly listeners: ((message: LedgerMessage) => void)[] = [];
  private listener: Client | null = null;
  private purgeTimer: ReturnType<typeof setInterval> | null = null;
  private announcing: Promise<void> = Promise.resolve();
  /** The highest message number heard, and the recent numbers handed on (not twice). */
  private highestSeq = 0;
  private listenedBefore = false;
  private readonly delivered = new Set<number>();
  private closed = false;

  private constructor(
    private readonly pool: Pool,
    private readonly url: string,
    private readonly limits: LedgerLimits,
    private readonly onError: (message: string, error: unknown) => void,
  ) {}

  /** Connects, applies the site's migrations and starts listening. */
  static async open(url: string, options: PostgresLedgerOptions = {}): Promise<PostgresLedger> {
    const pool = new Pool({ connectionString: url, max: options.poolSize ?? 5 });
    // An idle client's error (the server restarted) must not crash the process.
    pool.on('error', (error) => options.onError?.('The site database connection failed', error));
    const ledger = new PostgresLedger(
      pool,
      url,
      options.limits ?? defaultLedgerLimits,
      options.onError ?? (() => {}),
    );
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
      await ledger.startListening();
    } catch (error) {
      await pool.end();
      throw error;
    }
    ledger.purgeTimer = setInterval(() => void ledger.purge(), purgeEveryMs);
    ledger.purgeTimer.unref();
    return ledger;
  }

  /** A dedicated connection for LISTEN (a pooled one would be handed to other queries). */
  private async startListening(): Promise<void> {
    const client = new Client({ connectionString: this.url });
    client.on('notification', (notification) => {
      const payload = notification.payload ?? '';
      // One at a time, in the order announced: a message read from the table must not overtake
      // the one announced before it.
      this.announcing = this.announcing.then(() => this.announce(payload));
    });
    client.on('error', (error) => {
      this.onError('The site database listener failed; reconnecting', error);
      this.listener = null;
      void client.end().catch(() => {});
      if (!this.closed) setTimeout(() => void this.reconnect(), 1000).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    this.listener = client;
    if (!this.listenedBefore) {
      // From here on: what was published before this instance listened is not its to announce.
      this.listenedBefore = true;
      const { rows } = await this.pool.query<{ seq: string | null }>(
        'SELECT max(seq) AS seq FROM site_messages',
      );
      this.highestSeq = Math.max(this.highestSeq, Number(rows[0]?.seq ?? 0));
      return;
    }
    // After a lost connection: what was published meanwhile, in order, once.
    const after = this.highestSeq;
    this.announcing = this.announcing.then(() => this.catchUp(after));
  }

  /** Announces the messages published after `afterSeq` (while the listener was away). */
  private async catchUp(afterSeq: number): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ seq: string; visitor_id: string; data: string }>(
        'SELECT seq, visitor_id, data FROM site_messages WHERE seq > $1 ORDER BY seq LIMIT $2',
        [afterSeq, this.limits.replayCount],
      );
      for (const row of rows) {
        this.deliver({ seq: Number(row.seq), visitorId: row.visitor_id, data: row.data });
      }
    } catch (error) {
      this.onError('The messages missed while the listener was away could not be read', error);
    }
  }

  /** Hands a message to the listeners once (a catch-up and a notification may both bring it). */
  private deliver(message: LedgerMessage): void {
    if (this.delivered.has(message.seq)) return;
    this.delivered.add(message.seq);
    if (this.delivered.size > deliveredKept) {
      const oldest = this.delivered.values().next().value;
      if (oldest !== undefined) this.delivered.delete(oldest);
    }
    this.highestSeq = Math.max(this.highestSeq, message.seq);
    for (const listener of this.listeners) listener(message);
  }

  private async reconnect(): Promise<void> {
    if (this.closed || this.listener) return;
    try {
      await this.startListening();
    } catch (error) {
      this.onError('The site database listener could not reconnect; trying again', error);
      setTimeout(() => void this.reconnect(), 5000).unref();
    }
  }

  /** The message itself when it fits a notification, else its number (read from the table). */
  private async announce(payload: string): Promise<void> {
    try {
      let message: LedgerMessage | null = null;
      if (payload.startsWith('{')) {
        const parsed = JSON.parse(payload) as Partial<LedgerMessage>;
        if (
          typeof parsed.seq === 'number' &&
          typeof parsed.visitorId === 'string' &&
          typeof parsed.data === 'string'
        ) {
          message = { seq: parsed.seq, visitorId: parsed.visitorId, data: parsed.data };
        }
      } else if (/^\d{1,18}$/.test(payload)) {
        const seq = Number(payload);
        const { rows } = await this.pool.query<{ visitor_id: string; data: string }>(
          'SELECT visitor_id, data FROM site_messages WHERE seq = $1',
          [seq],
        );
        const row = rows[0];
        if (row) message = { seq, visitorId: row.visitor_id, data: row.data };
      }
      if (message) this.deliver(message);
    } catch (error) {
      this.onError('A webhook message could not be read', error);
    }
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

  async claimReference(visitorId: string, reference: string): Promise<void> {
    // NULL visitor_id: contested. IS DISTINCT FROM keeps a contested one contested.
    await this.pool.query(
      `INSERT INTO site_reference_owners (reference, visitor_id) VALUES ($1, $2)
       ON CONFLICT (reference) DO UPDATE SET
         visitor_id = CASE WHEN site_reference_owners.visitor_id IS DISTINCT FROM EXCLUDED.visitor_id
                           THEN NULL ELSE EXCLUDED.visitor_id END,
         claimed_at = now()`,
      [reference, visitorId],
    );
  }

  async ownerOf(reference: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ visitor_id: string | null }>(
      `SELECT visitor_id FROM site_reference_owners
       WHERE reference = $1 AND claimed_at > now() - make_interval(secs => $2)`,
      [reference, this.limits.referenceMaxAgeMs / 1000],
    );
    return rows[0]?.visitor_id ?? null;
  }

  async claimOf(reference: string): Promise<string | 'contested' | null> {
    const { rows } = await this.pool.query<{ visitor_id: string | null }>(
      `SELECT visitor_id FROM site_reference_owners
       WHERE reference = $1 AND claimed_at > now() - make_interval(secs => $2)`,
      [reference, this.limits.referenceMaxAgeMs / 1000],
    );
    const row = rows[0];
    if (!row) return null;
    return row.visitor_id ?? 'contested';
  }

  async referencesOf(visitorId: string, limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ reference: string }>(
      `SELECT reference FROM site_reference_owners
       WHERE visitor_id = $1 AND claimed_at > now() - make_interval(secs => $2)
       ORDER BY claimed_at DESC LIMIT $3`,
      [visitorId, this.limits.referenceMaxAgeMs / 1000, limit],
    );
    return rows.map((row) => row.reference).reverse();
  }

  async claimNamespace(visitorId: string, namespace: string): Promise<NamespaceClaim> {
    // The first visitor keeps it; an owner gone quiet for the age limit loses it (as in memory).
    const { rows } = await this.pool.query<{ visitor_id: string }>(
      `INSERT INTO site_namespace_owners (namespace, visitor_id) VALUES ($1, $2)
       ON CONFLICT (namespace) DO UPDATE SET
         visitor_id = CASE WHEN site_namespace_owners.used_at < now() - make_interval(secs => $3)
                           THEN EXCLUDED.visitor_id ELSE site_namespace_owners.visitor_id END,
         used_at = CASE WHEN site_namespace_owners.visitor_id = EXCLUDED.visitor_id
                          OR site_namespace_owners.used_at < now() - make_interval(secs => $3)
                        THEN now() ELSE site_namespace_owners.used_at END
       RETURNING visitor_id`,
      [namespace, visitorId, this.limits.referenceMaxAgeMs / 1000],
    );
    return rows[0]?.visitor_id === visitorId ? 'own' : 'other';
  }

  async forgetEvent(eventId: string): Promise<void> {
    await this.pool.query('DELETE FROM site_seen_events WHERE event_id = $1', [eventId]);
  }

  async judge(event: JudgedEvent): Promise<ReceiverOutcome> {
    const first = await this.pool.query(
      'INSERT INTO site_seen_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING',
      [event.eventId],
    );
    if (first.rowCount === 0) return 'duplicate';
    if (!event.isPaymentState) return 'applied';
    // Applied unless an event later than this one was applied already (equal times are not out
    // of order: one command gives several events at once).
    const applied = await this.pool.query(
      `INSERT INTO site_payment_states (reference, last_at) VALUES ($1, $2)
       ON CONFLICT (reference) DO UPDATE SET last_at = EXCLUDED.last_at, updated_at = now()
       WHERE site_payment_states.last_at <= EXCLUDED.last_at`,
      [event.transactionReference, event.at],
    );
    return applied.rowCount === 0 ? 'outOfOrder' : 'applied';
  }

  async publish(visitorId: string, data: string): Promise<LedgerMessage> {
    // One statement, so the announcement is sent when the row is committed. A notification's
    // payload holds under 8000 bytes: a larger message is announced by its number only.
    const { rows } = await this.pool.query<{ seq: string }>(
      `WITH message AS (
         INSERT INTO site_messages (visitor_id, data) VALUES ($1, $2) RETURNING seq
       ), inline AS (
         SELECT seq, json_build_object('seq', seq, 'visitorId', $1::text, 'data', $2::text)::text AS text
         FROM message
       )
       SELECT seq, pg_notify($3, CASE WHEN octet_length(text) <= $4 THEN text ELSE seq::text END)
       FROM inline`,
      [visitorId, data, channel, inlineNotificationBytes],
    );
    const seq = Number(rows[0]?.seq);
    return { seq, visitorId, data };
  }

  async recentAfter(visitorId: string, afterSeq: number): Promise<LedgerMessage[]> {
    const { rows } = await this.pool.query<{ seq: string; data: string }>(
      `SELECT seq, data FROM site_messages
       WHERE visitor_id = $1 AND seq > $2 AND published_at > now() - make_interval(secs => $3)
       ORDER BY seq LIMIT $4`,
      [visitorId, afterSeq, this.limits.replayMaxAgeMs / 1000, this.limits.replayCount],
    );
    return rows.map((row) => ({ seq: Number(row.seq), visitorId, data: row.data }));
  }

  listen(listener: (message: LedgerMessage) => void): void {
    this.listeners.push(listener);
  }

  /** Deletes what the age limits have expired; one instance at a time. */
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
        const seconds = (ms: number) => ms / 1000;
        await client.query(
          'DELETE FROM site_messages WHERE published_at < now() - make_interval(secs => $1)',
          [seconds(this.limits.replayMaxAgeMs)],
        );
        await client.query(
          'DELETE FROM site_seen_events WHERE seen_at < now() - make_interval(secs => $1)',
          [seconds(this.limits.eventIdMaxAgeMs)],
        );
        for (const [table, column] of [
          ['site_reference_owners', 'claimed_at'],
          ['site_namespace_owners', 'used_at'],
          ['site_payment_states', 'updated_at'],
        ] as const) {
          await client.query(
            `DELETE FROM ${table} WHERE ${column} < now() - make_interval(secs => $1)`,
            [seconds(this.limits.referenceMaxAgeMs)],
          );
        }
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
    this.closed = true;
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    this.listeners.length = 0;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
    await this.pool.end();
  }
}
