// The events the sandbox has to send, kept in the store: one record per event with its raw body
// (as it is signed and sent) and, per configured receiver URL, the delivery state and every
// attempt made (attempt, time, HTTP status, latency, an excerpt of the answer, the next attempt's
// time). Events are recorded in the same transaction as the change that causes them: the
// payments and payouts tables are wrapped (`observeTables`) so every write of a payment or payout
// records the events it now implies (events.ts) that are not recorded yet, and drops those it no
// longer implies while nothing was sent (a settlement a reversal voided before it settled).
//
// Indexed keys: `subject` (the payment or payout), `transactionReference` (the read route), and
// the two work queues delivery.ts claims from with `findUpTo`: `due`, the earliest time on the
// sandbox clock a receiver's next attempt is due, and `lease`, the real time by which an attempt
// under way must have been recorded (or another round records it as unanswered).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { WebhookConfig } from '../config';
import type { PaymentRecord } from '../domain/payments';
import type { PayoutRecord } from '../domain/payouts';
import type { SandboxTables } from '../domain/tables';
import type { RecordTable, SandboxStore, TableSpec } from '../store/store';
import { clockTable, offsetOfRef, type ClockRecord } from '../domain/clocks';
import { merchantOf, type Merchant } from '../domain/merchants';
import type { ApmPaymentRecord } from '../domain/apm-payments';
import { apmEvents } from './apm-events';
import { eventBody, paymentEvents, payoutEvents, type DerivedEvent } from './events';
import { WebhookFaultStore } from './faults';

const attemptSchema = z.object({
  attempt: z.number().int().min(1),
  /** When it was sent, on the sandbox clock (epoch ms). */
  at: z.number(),
  /** The receiver's HTTP status; null when none came (timeout, connection refused). */
  status: z.number().int().nullable(),
  latencyMs: z.number(),
  /** The start of the answer's body, or what went wrong. */
  response: z.string(),
  /** When the next attempt is due (sandbox clock); null: delivered, or given up. */
  nextAttemptAt: z.number().nullable(),
  /** A fault (faults.ts) this attempt was sent with: a duplicate, a bad or missing signature. */
  fault: z.enum(['duplicate', 'badSignature', 'missingSignature']).optional(),
});
export type DeliveryAttempt = z.infer<typeof attemptSchema>;

export const receiverStates = ['pending', 'sending', 'delivered', 'failed', 'dropped'] as const;

const receiverSchema = z.object({
  url: z.string(),
  /**
   * pending: waiting for `nextAttemptAt`; sending: an attempt is under way (`lease`);
   * delivered: answered 200; failed: no 200 within the retry window (a week); dropped: the URL is
   * no longer configured, so the event is not sent there.
   */
  state: z.enum(receiverStates),
  nextAttemptAt: z.number().nullable(),
  lease: z.object({ until: z.number(), by: z.string() }).nullable(),
  attempts: z.array(attemptSchema),
  /** Faults that changed when the first attempt went: held by `delay`, or by `outOfOrder`. */
  held: z.array(z.enum(['delay', 'outOfOrder'])).optional(),
});
export type ReceiverDelivery = z.infer<typeof receiverSchema>;

const webhookEventSchema = z.object({
  /** The event's `eventId`. */
  id: z.string(),
  subject: z.string(),
  key: z.string(),
  type: z.string(),
  transactionReference: z.string(),
  /** When it happened on the sandbox clock (its eventTimestamp), epoch ms. */
  at: z.number(),
  /** The raw body: exactly what is signed and sent, on every attempt. */
  body: z.string(),
  receivers: z.array(receiverSchema),
  /**
   * The demo clock (run) its payment or payout belongs to (domain/clocks.ts); its times (`at`,
   * attempts, `nextAttemptAt`) are on that clock, which is `shiftMs` ahead of the global one.
   */
  clock: z.string().optional(),
  shiftMs: z.number().optional(),
  /** The derived merchant its payment or payout belongs to (domain/merchants.ts); none: the fixed one. */
  merchant: z.string().optional(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** Epoch ms as a key that sorts as text in the order of the numbers. */
export const timeKey = (ms: number) => String(Math.max(0, Math.floor(ms))).padStart(16, '0');

const earliest = (values: number[]) => (values.length > 0 ? timeKey(Math.min(...values)) : null);

export const webhookEventTable: TableSpec<WebhookEvent> = {
  name: 'webhookEvents',
  parse: (value) => webhookEventSchema.safeParse(value).data,
  id: (event) => event.id,
  indexes: {
    subject: (event) => event.subject,
    transactionReference: (event) => event.transactionReference,
    // On the global clock: an event on a demo clock is due `shiftMs` earlier.
    due: (event) =>
      earliest(
        event.receivers.flatMap((r) =>
          r.state === 'pending' && r.nextAttemptAt !== null
            ? [r.nextAttemptAt - (event.shiftMs ?? 0)]
            : [],
        ),
      ),
    clock: (event) => event.clock ?? null,
    lease: (event) =>
      earliest(
        event.receivers.flatMap((r) => (r.state === 'sending' && r.lease ? [r.lease.until] : [])),
      ),
  },
};

export class Outbox {
  readonly events: RecordTable<WebhookEvent>;
  /** The delivery faults set per transaction reference (faults.ts). */
  readonly faults: WebhookFaultStore;
  private readonly clocks: RecordTable<ClockRecord>;
  /**
   * Called after events were recorded (once their transaction committed: a round on another
   * connection sees nothing before), so that delivery looks sooner than its next round.
   */
  onRecorded: () => void = () => {};

  constructor(
    readonly store: SandboxStore,
    readonly config: WebhookConfig,
    private readonly publicUrl: string,
  ) {
    this.events = store.table(webhookEventTable);
    this.faults = new WebhookFaultStore(store);
    this.clocks = store.table(clockTable);
  }

  /**
   * Makes the stored events of `subject` match `derived`: records the new ones (each to every
   * configured URL, due at its own time) and deletes those no longer implied that nothing was
   * sent for yet. Events already recorded keep their id and body.
   */
  async sync(
    subject: string,
    derived: readonly DerivedEvent[],
    clock?: string,
    merchant?: Merchant,
  ): Promise<void> {
    let recorded = 0;
    await this.store.transaction(async () => {
      const shiftMs = derived.length > 0 ? await offsetOfRef(this.clocks, clock) : 0;
      const stored = await this.events.findBy('subject', subject);
      const wanted = new Set(derived.map((event) => event.key));
      const known = new Set(stored.map((event) => event.key));
      for (const event of stored) {
        const untouched = event.receivers.every(
          (r) => r.state === 'pending' && r.attempts.length === 0,
        );
        if (!wanted.has(event.key) && untouched) await this.events.delete(event.id);
      }
      for (const event of derived) {
        if (known.has(event.key)) continue;
        const id = randomUUID();
        await this.events.put({
          id,
          subject,
          key: event.key,
          type: event.type,
          transactionReference: event.transactionReference,
          at: event.at,
          body: eventBody(event, id, randomUUID()),
          receivers: this.config.urls.map((url) => ({
            url,
            state: 'pending',
            nextAttemptAt: event.at,
            lease: null,
            attempts: [],
          })),
          ...(clock ? { clock, shiftMs } : {}),
          ...(typeof merchant === 'string' ? { merchant } : {}),
        });
        recorded += 1;
      }
    });
    if (recorded > 0) this.store.afterCommit(() => this.onRecorded());
  }

  /**
   * Sends an event again, as it was (same id and body: to the receiver, a duplicate), to each
   * configured receiver that is not being sent it right now: due at `now`, its attempts kept.
   * Undefined when there is no such event. Simulator-only (a control route): the provider
   * redelivers only by its retries.
   */
  async resend(
    eventId: string,
    now: number,
    merchant: Merchant = null,
  ): Promise<WebhookEvent | undefined> {
    const event = await this.store.transaction(async () => {
      const stored = await this.events.get(eventId);
      if (!stored || (stored.merchant ?? null) !== merchant) return undefined;
      // Due now on the event's own clock (a visitor's demo clock may be ahead of the global one),
      // with that clock's offset as it is now: its attempts are stamped and retried on it.
      const shiftMs = stored.clock ? await offsetOfRef(this.clocks, stored.clock) : 0;
      const receivers = stored.receivers.map((r): ReceiverDelivery =>
        r.state === 'sending' || !this.config.urls.includes(r.url)
          ? r
          : { ...r, state: 'pending', nextAttemptAt: now + shiftMs, lease: null },
      );
      const updated = { ...stored, receivers, ...(stored.clock ? { shiftMs } : {}) };
      await this.events.put(updated);
      return updated;
    });
    if (event) this.store.afterCommit(() => this.onRecorded());
    return event;
  }

  /**
   * A demo clock's run moved to `offsetMs` ahead of the global clock: its events are due that
   * much sooner in real time (the `due` index), and a round looks at once.
   */
  async clockMoved(ref: string, offsetMs: number): Promise<void> {
    // Every event of the run, whatever its deliveries' state: one being sent now, or delivered
    // and resent later, must be retried against the clock as it is.
    for (const event of await this.events.findBy('clock', ref)) {
      if (event.shiftMs === offsetMs) continue;
      await this.events.put({ ...event, shiftMs: offsetMs });
    }
    this.store.afterCommit(() => this.onRecorded());
  }

  /** Every event of one of `merchant`'s transaction references, oldest first (the read route). */
  async byTransactionReference(
    transactionReference: string,
    merchant: Merchant = null,
  ): Promise<WebhookEvent[]> {
    const events = await this.events.findBy('transactionReference', transactionReference);
    return events
      .filter((event) => (event.merchant ?? null) === merchant)
      .sort((a, b) => a.at - b.at);
  }
}

/**
 * `table`, each write of which also records the events it implies (`changed`), and each delete
 * drops its events still to come, in one transaction with the write.
 */
function observed<T>(
  outbox: Outbox,
  table: RecordTable<T>,
  subjectOf: (id: string) => string,
  changed: (record: T) => Promise<void>,
): RecordTable<T> {
  const { store } = outbox;
  return {
    ...table,
    put: async (record) =>
      store.transaction(async () => {
        await table.put(record);
        await changed(record);
      }),
    delete: async (id) =>
      store.transaction(async () => {
        const deleted = await table.delete(id);
        await outbox.sync(subjectOf(id), []);
        return deleted;
      }),
  };
}

/**
 * The payments, payouts and APM payments tables, each write of which also records the events it
 * implies (in one transaction with the write). Every other table is left as it is.
 */
export function observeTables(tables: SandboxTables, outbox: Outbox, publicUrl: string) {
  const paymentSubject = (id: string) => `payment:${id}`;
  const payoutSubject = (id: string) => `payout:${id}`;
  // APM payments (apm-events.ts): a subject of their own, their events derived the same way.
  const apmSubject = (id: string) => `apmPayment:${id}`;

  async function paymentChanged(payment: PaymentRecord): Promise<void> {
    const token = payment.token?.created ? await tables.tokens.get(payment.token.id) : undefined;
    await outbox.sync(
      paymentSubject(payment.id),
      paymentEvents(payment, publicUrl, token),
      payment.clock,
      merchantOf(payment),
    );
  }
  return {
    ...tables,
    payments: observed(outbox, tables.payments, paymentSubject, paymentChanged),
    payouts: observed(outbox, tables.payouts, payoutSubject, (payout: PayoutRecord) =>
      outbox.sync(
        payoutSubject(payout.id),
        payoutEvents(payout, publicUrl),
        payout.clock,
        merchantOf(payout),
      ),
    ),
    apmPayments: observed(outbox, tables.apmPayments, apmSubject, (payment: ApmPaymentRecord) =>
      outbox.sync(
        apmSubject(payment.id),
        apmEvents(payment, publicUrl),
        payment.clock,
        merchantOf(payment),
      ),
    ),
  };
}
