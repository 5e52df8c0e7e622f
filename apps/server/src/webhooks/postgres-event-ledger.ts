// The events' ledger in PostgreSQL (site-database.ts), for several instances of the demo behind a
// load balancer (README "Hosting for many visitors"): the provider's delivery of an event and the
// visitor's event stream may each land on a different instance. Each published message is
// announced with NOTIFY on one channel; every instance LISTENs on it, reads the message by its
// number and writes it to the streams it holds. Message numbers come from one sequence, so a
// browser that reconnects to another instance resumes with its Last-Event-ID. Seen event ids are
// decided by single statements (INSERT … ON CONFLICT), never read-then-write, so two instances
// receiving the same event at once count it once. Old rows expire on the same age limits as the
// memory ledger.
import { Client } from 'pg';
import * as z from 'zod/mini';
import type { ReceiverOutcome } from '@sjd/contracts';
import { deleteOlderThan, type SiteDatabase } from '../site-database';
import {
  defaultEventLimits,
  type EventLedger,
  type EventLimits,
  type JudgedEvent,
  type LedgerMessage,
} from './event-ledger';

/** Message numbers remembered as handed on, so a catch-up never repeats a notification's. */
const deliveredKept = 2000;
/** The NOTIFY channel messages are announced on; the payload is the message's number. */
const channel = 'sjd_webhook_messages';
/**
 * Notifications up to this size carry the message itself (PostgreSQL's limit is 8000 bytes,
 * measured on the JSON as built, escapes included); a larger one carries its number.
 */
const inlineNotificationBytes = 7900;
/** A notification that carries its message (built by publish's statement). */
const notifiedMessageSchema = z.object({
  seq: z.number(),
  visitorId: z.string(),
  data: z.string(),
});

export class PostgresEventLedger implements EventLedger {
  private readonly listeners: ((message: LedgerMessage) => void)[] = [];
  private listener: Client | null = null;
  private announcing: Promise<void> = Promise.resolve();
  /** The highest message number heard, and the recent numbers handed on (not twice). */
  private highestSeq = 0;
  private listenedBefore = false;
  private readonly delivered = new Set<number>();
  private closed = false;

  private constructor(
    private readonly db: SiteDatabase,
    private readonly limits: EventLimits,
  ) {
    db.onPurge(async (client) => {
      await deleteOlderThan(client, 'site_messages', 'published_at', limits.replayMaxAgeMs);
      await deleteOlderThan(client, 'site_seen_events', 'seen_at', limits.eventIdMaxAgeMs);
      await deleteOlderThan(client, 'site_payment_states', 'updated_at', limits.paymentMaxAgeMs);
    });
  }

  /** Starts listening on the site's database. */
  static async open(
    db: SiteDatabase,
    limits: EventLimits = defaultEventLimits,
  ): Promise<PostgresEventLedger> {
    const ledger = new PostgresEventLedger(db, limits);
    await ledger.startListening();
    return ledger;
  }

  /** A dedicated connection for LISTEN (a pooled one would be handed to other queries). */
  private async startListening(): Promise<void> {
    const client = new Client({ connectionString: this.db.url });
    client.on('notification', (notification) => {
      const payload = notification.payload ?? '';
      // One at a time, in the order announced: a message read from the table must not overtake
      // the one announced before it.
      this.announcing = this.announcing.then(() => this.announce(payload));
    });
    client.on('error', (error) => {
      this.db.onError('The site database listener failed; reconnecting', error);
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
      const { rows } = await this.db.pool.query<{ seq: string | null }>(
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
      const { rows } = await this.db.pool.query<{ seq: string; visitor_id: string; data: string }>(
        'SELECT seq, visitor_id, data FROM site_messages WHERE seq > $1 ORDER BY seq LIMIT $2',
        [afterSeq, this.limits.replayCount],
      );
      for (const row of rows) {
        this.deliver({ seq: Number(row.seq), visitorId: row.visitor_id, data: row.data });
      }
    } catch (error) {
      this.db.onError('The messages missed while the listener was away could not be read', error);
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
      this.db.onError('The site database listener could not reconnect; trying again', error);
      setTimeout(() => void this.reconnect(), 5000).unref();
    }
  }

  /** The message itself when it fits a notification, else its number (read from the table). */
  private async announce(payload: string): Promise<void> {
    try {
      let message: LedgerMessage | null = null;
      if (payload.startsWith('{')) {
        message = notifiedMessageSchema.safeParse(JSON.parse(payload)).data ?? null;
      } else if (/^\d{1,18}$/.test(payload)) {
        const seq = Number(payload);
        const { rows } = await this.db.pool.query<{ visitor_id: string; data: string }>(
          'SELECT visitor_id, data FROM site_messages WHERE seq = $1',
          [seq],
        );
        const row = rows[0];
        if (row) message = { seq, visitorId: row.visitor_id, data: row.data };
      }
      if (message) this.deliver(message);
    } catch (error) {
      this.db.onError('A webhook message could not be read', error);
    }
  }

  async forgetEvent(eventId: string): Promise<void> {
    await this.db.pool.query('DELETE FROM site_seen_events WHERE event_id = $1', [eventId]);
  }

  async judge(event: JudgedEvent): Promise<ReceiverOutcome> {
    const first = await this.db.pool.query(
      'INSERT INTO site_seen_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING',
      [event.eventId],
    );
    if (first.rowCount === 0) return 'duplicate';
    if (!event.isPaymentState) return 'applied';
    // Applied unless an event later than this one was applied already (equal times are not out
    // of order: one command gives several events at once).
    const applied = await this.db.pool.query(
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
    const { rows } = await this.db.pool.query<{ seq: string }>(
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
    const { rows } = await this.db.pool.query<{ seq: string; data: string }>(
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

  /** Stops listening; the database is the site's, closed by whoever opened it (app.ts). */
  async close(): Promise<void> {
    this.closed = true;
    this.listeners.length = 0;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => {});
  }
}
