// A year in a minute, for the gambling shop's funds and the orders back office (issue 43 item 5).
// fast-check draws a year of steps on the demo clock: top-ups, basket payments, withdrawals of
// every payout kind ("pending, then refused" included), settles, refunds (some armed to fail),
// cancels, chargebacks, webhook faults (duplicate, delay, first attempt 500), the event stream
// sending its last messages again (a reconnect) and clock moves. A
// model of the provider beside the real store keeps each payment's amounts, its events and their
// delivery: due events go to the store as the demo server's stream would send them, judged as
// its receiver judges them (a duplicate eventId is ignored, a state older than the last applied
// to its payment is ignored, a 500 on purpose is retried 15 minutes later). After every step:
// - the balance is the sum of its ledger's movements, and what the provider's story makes it
//   (top-ups in, withdrawals out, a withdrawal back once its refusal or error was applied, a
//   top-up charged back or refunded taken back as far as the balance goes);
// - each order keeps exactly the events the receiver applied to it, once each, in order;
// - each order's status is the provider's last word or what its applied events say more
//   (a chargeback, a payout's later outcome); once every due event is in, its amounts (settled,
//   refunded, open, refundable, charged back) are the provider's;
// - the trail says "Withdrawal given back" / "Deposit taken back" once per event that did it.
// A failure prints fast-check's seed and path (replay: YEAR_SEED=<seed> YEAR_PATH=<path>). CI
// runs the fixed seeds below in seconds; YEAR_RUNS=<n> runs n random years more (the long run).
import fc from 'fast-check';
import type { PaymentQueryPayment, WebhookMessage } from '@sjd/contracts';
import { describe, expect, it } from 'vitest';
import { storeWithLog } from '../../test/store';
import { orderPlaced, webhookReceived } from './events';
import { ledgerOf } from './order-ledger';
import { settleMoney } from './purpose';
import { ledgerTotal, storyStatusOf } from './story-ledger';
import type { StoredOrder } from './types';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const start = Date.parse('2027-01-01T00:00:00.000Z');
const outcomeDelay = 15 * minute;
const payoutDecisionDelay = 45 * minute;
const retryDelay = 15 * minute;
const delayFault = 2 * minute;
const factEvents = ['chargedBack', 'informationRequested', 'refundFailed', 'settlementFailed'];

type PayoutKind = 'approved' | 'pending' | 'pendingThenRefused' | 'refused' | 'error';
type Fault = 'duplicate' | 'delay' | 'first500';

type Step =
  | { kind: 'topUp'; amount: number }
  | { kind: 'pay'; amount: number }
  | { kind: 'withdraw'; amount: number; payout: PayoutKind }
  | { kind: 'settle'; order: number; part: number }
  | { kind: 'refund'; order: number; part: number; fails: boolean }
  | { kind: 'cancel'; order: number }
  | { kind: 'chargeback'; order: number }
  | { kind: 'fault'; fault: Fault; isOn: boolean }
  | { kind: 'clock'; ms: number }
  /** The browser's stream reconnects and is sent its last messages again (Last-Event-ID). */
  | { kind: 'replay'; count: number };

const amount = fc.integer({ min: 1, max: 20_000 });
const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('topUp' as const), amount }),
  fc.record({ kind: fc.constant('pay' as const), amount }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount,
    payout: fc.constantFrom<PayoutKind>(
      'approved',
      'pending',
      'pendingThenRefused',
      'refused',
      'error',
    ),
  }),
  fc.record({
    kind: fc.constant('settle' as const),
    order: fc.nat(),
    part: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('refund' as const),
    order: fc.nat(),
    part: fc.integer({ min: 1, max: 4 }),
    fails: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('cancel' as const), order: fc.nat() }),
  fc.record({ kind: fc.constant('chargeback' as const), order: fc.nat() }),
  fc.record({
    kind: fc.constant('fault' as const),
    fault: fc.constantFrom<Fault>('duplicate', 'delay', 'first500'),
    isOn: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('replay' as const), count: fc.integer({ min: 1, max: 6 }) }),
  fc.record({
    kind: fc.constant('clock' as const),
    ms: fc.constantFrom(minute, 20 * minute, hour, day, 7 * day, 30 * day),
  }),
);

/** A year: the drawn steps, then the clock moved on until a year has passed. */
const yearArbitrary = fc.array(stepArbitrary, { minLength: 20, maxLength: 80 });

// ---- The provider, as a model ----

interface ModelEvent {
  eventId: string;
  type: string;
  reference: string;
  at: number;
  amount: number;
  classification: 'payment' | 'payout' | 'chargeback';
}

interface Delivery {
  event: ModelEvent;
  due: number;
  attempt: number;
}

interface ModelPayment {
  reference: string;
  amount: number;
  settled: number;
  refunded: number;
  cancelled: number;
  /** Refunds armed to fail, and refunds failed (due). */
  refunds: { amount: number; at: number; fails: boolean }[];
  settlements: { amount: number; at: number }[];
  chargeback: { amount: number; at: number } | null;
  queries: object[];
}

interface ModelPayout {
  reference: string;
  amount: number;
  answered: string;
  tookMoney: boolean;
}

class Provider {
  now = start;
  private seq = 0;
  readonly payments: ModelPayment[] = [];
  readonly payouts: ModelPayout[] = [];
  readonly outbox: Delivery[] = [];
  readonly faults = new Set<Fault>();
  // The receiver's judgement (apps/server webhooks/event-ledger.ts), and what it applied.
  private readonly seen = new Set<string>();
  private readonly lastApplied = new Map<string, number>();
  readonly applied = new Map<string, ModelEvent[]>();

  reference(prefix: string): string {
    this.seq += 1;
    return `SJD-${prefix}-${this.seq}`;
  }

  emit(event: Omit<ModelEvent, 'eventId'>): void {
    this.seq += 1;
    const full = { ...event, eventId: `ev-${this.seq}` };
    const due = event.at + (this.faults.has('delay') ? delayFault : 0);
    this.outbox.push({ event: full, due, attempt: 1 });
  }

  /** The messages the receiver sends the browser for everything due by now, in time order. */
  deliverDue(): WebhookMessage[] {
    const messages: WebhookMessage[] = [];
    for (;;) {
      const next = this.outbox
        .filter((d) => d.due <= this.now)
        .sort((a, b) => a.due - b.due || a.event.at - b.event.at)[0];
      if (!next) return messages;
      this.outbox.splice(this.outbox.indexOf(next), 1);
      if (this.faults.has('first500') && next.attempt === 1) {
        messages.push(this.message(next.event, 'failedOnPurpose'));
        this.outbox.push({ ...next, due: next.due + retryDelay, attempt: 2 });
        continue;
      }
      messages.push(this.message(next.event, this.judge(next.event)));
      if (this.faults.has('duplicate'))
        messages.push(this.message(next.event, this.judge(next.event)));
    }
  }

  private judge(event: ModelEvent): 'applied' | 'duplicate' | 'outOfOrder' {
    if (this.seen.has(event.eventId)) return 'duplicate';
    this.seen.add(event.eventId);
    // Events that reverse money are facts, never out of order (apps/server incoming-event.ts).
    if (!factEvents.includes(event.type)) {
      const last = this.lastApplied.get(event.reference);
      if (last !== undefined && event.at < last) return 'outOfOrder';
      this.lastApplied.set(event.reference, event.at);
    }
    this.applied.set(event.reference, [...(this.applied.get(event.reference) ?? []), event]);
    return 'applied';
  }

  private message(event: ModelEvent, outcome: WebhookMessage['outcome']): WebhookMessage {
    return {
      eventId: event.eventId,
      type: event.type,
      transactionReference: event.reference,
      outcome,
      receivedAt: new Date(this.now).toISOString(),
      request: { eventSignature: `1/SHA256/${'a'.repeat(64)}`, keyId: '1' },
      event: {
        eventId: event.eventId,
        eventTimestamp: new Date(event.at).toISOString().slice(0, 23),
        eventDetails: {
          classification: event.classification,
          transactionReference: event.reference,
          type: event.type,
          amount: { value: event.amount, currencyCode: 'GBP' },
        },
      },
    };
  }

  /** Payment Queries' payment and the APIs' status word, as of now. */
  query(payment: ModelPayment): { payment: PaymentQueryPayment; status: string } {
    const due = (t: number) => t <= this.now;
    let status = 'Authorized';
    const last = [
      ...payment.settlements.map((s) => ({ at: s.at, word: 'settle' as const, fails: false })),
      ...payment.refunds.map((r) => ({ at: r.at, word: 'refund' as const, fails: r.fails })),
      ...(payment.cancelled > 0 ? [{ at: Infinity, word: 'cancel' as const, fails: false }] : []),
    ].sort((a, b) => a.at - b.at);
    const latest = last.at(-1);
    if (latest?.word === 'cancel') status = 'Cancelled';
    else if (latest?.word === 'settle')
      status = due(latest.at + outcomeDelay) ? 'Settled' : 'Sent for Settlement';
    else if (latest?.word === 'refund') {
      const done = due(latest.at + outcomeDelay);
      status = !done ? 'Sent for Refund' : latest.fails ? 'Refund failed' : 'Refunded';
    }
    return {
      payment: {
        value: { amount: payment.amount, currency: 'GBP' },
        events: payment.queries,
      } as unknown as PaymentQueryPayment,
      status,
    };
  }

  /** What the provider holds of a payment now (failed refunds returned once due). */
  amounts(payment: ModelPayment) {
    const failed = payment.refunds
      .filter((r) => r.fails && r.at + outcomeDelay <= this.now)
      .reduce((sum, r) => sum + r.amount, 0);
    const refunded = payment.refunded - failed;
    const chargedBack = payment.chargeback?.amount ?? 0;
    return {
      settled: payment.settled,
      refunded,
      open: payment.amount - payment.settled - payment.cancelled,
      refundable: Math.max(0, payment.settled - refunded - chargedBack),
      chargedBack,
    };
  }
}

// ---- The year ----

function pick<T>(list: readonly T[], index: number): T | undefined {
  return list.length === 0 ? undefined : list[index % list.length];
}

async function runYear(steps: readonly Step[]): Promise<void> {
  const { store } = storeWithLog();
  const provider = new Provider();
  let expectedBalance = store.getState().session.accountBalance;
  const returned = new Set<string>();
  /** Each top-up's amount not yet taken back, and how many events took some back. */
  const deposits = new Map<string, { left: number }>();
  let takenBack = 0;

  const placeOrder = (order: Partial<StoredOrder> & Pick<StoredOrder, 'transactionReference'>) =>
    store.dispatch(
      orderPlaced({
        kind: 'payment',
        shop: 'gambling',
        purpose: 'addFunds',
        amount: 1,
        currency: 'GBP',
        method: 'savedCard',
        methodLabel: 'Visa •••• 1111',
        api: 'payments',
        outcome: 'authorized',
        placedAt: new Date(provider.now).toISOString(),
        items: [],
        ...order,
      }),
    );

  const sent: WebhookMessage[] = [];
  const deliver = (replayed: WebhookMessage[] = []) => {
    for (const message of [...replayed, ...provider.deliverDue()]) {
      store.dispatch(webhookReceived(message));
      if (replayed.includes(message)) continue;
      sent.push(message);
      if (message.outcome !== 'applied') continue;
      const reference = message.transactionReference;
      const payout = provider.payouts.find((p) => p.reference === reference);
      if (payout?.tookMoney && ['refused', 'error'].includes(message.type)) {
        if (!returned.has(payout.reference)) expectedBalance += payout.amount;
        returned.add(payout.reference);
      }
      // A deposit charged back or refunded: taken from the balance, as far as it goes.
      const deposit = deposits.get(reference);
      if (deposit && ['chargedBack', 'refunded'].includes(message.type)) {
        const value = (message.event as { eventDetails: { amount: { value: number } } })
          .eventDetails.amount.value;
        const taken = Math.min(value, deposit.left, expectedBalance);
        if (taken > 0) takenBack += 1;
        deposit.left -= taken;
        expectedBalance -= taken;
      }
    }
  };

  const authorize = (reference: string, value: number): ModelPayment => {
    const payment: ModelPayment = {
      reference,
      amount: value,
      settled: 0,
      refunded: 0,
      cancelled: 0,
      refunds: [],
      settlements: [],
      chargeback: null,
      queries: [
        { eventName: 'authorizationSucceeded', timestamp: new Date(provider.now).toISOString() },
      ],
    };
    provider.payments.push(payment);
    provider.emit({
      type: 'authorized',
      reference,
      at: provider.now,
      amount: value,
      classification: 'payment',
    });
    return payment;
  };

  const apply = (step: Step) => {
    const now = provider.now;
    const stamp = new Date(now).toISOString();
    switch (step.kind) {
      case 'topUp': {
        const reference = provider.reference('topup');
        authorize(reference, step.amount);
        placeOrder({ transactionReference: reference, amount: step.amount });
        settleMoney(store.dispatch, 'addFunds', step.amount, reference);
        expectedBalance += step.amount;
        deposits.set(reference, { left: step.amount });
        return;
      }
      case 'pay': {
        const reference = provider.reference('basket');
        authorize(reference, step.amount);
        placeOrder({
          transactionReference: reference,
          amount: step.amount,
          purpose: 'basket',
          shop: 'retail',
        });
        // A basket payment raises the demo balance too (spec §4).
        settleMoney(store.dispatch, 'basket', step.amount, reference);
        expectedBalance += step.amount;
        return;
      }
      case 'withdraw': {
        if (step.amount > store.getState().session.accountBalance) return;
        const reference = provider.reference('payout');
        const answered = step.payout === 'pendingThenRefused' ? 'pending' : step.payout;
        const tookMoney = answered === 'approved' || answered === 'pending';
        provider.payouts.push({ reference, amount: step.amount, answered, tookMoney });
        const event = { reference, amount: step.amount, classification: 'payout' as const };
        provider.emit({ ...event, type: answered, at: now });
        if (step.payout === 'pending')
          provider.emit({ ...event, type: 'approved', at: now + payoutDecisionDelay });
        if (step.payout === 'pendingThenRefused')
          provider.emit({ ...event, type: 'refused', at: now + payoutDecisionDelay });
        if (tookMoney) {
          settleMoney(store.dispatch, 'withdraw', step.amount, reference);
          expectedBalance -= step.amount;
        }
        placeOrder({
          transactionReference: reference,
          kind: 'payout',
          purpose: 'withdraw',
          method: 'payout',
          api: 'none',
          amount: step.amount,
          outcome: answered,
        });
        return;
      }
      case 'settle': {
        const payment = pick(provider.payments, step.order);
        if (!payment || payment.refunds.length > 0 || payment.cancelled > 0) return;
        const open = payment.amount - payment.settled;
        const value = Math.max(1, Math.floor(open / step.part));
        if (open <= 0) return;
        payment.settled += value;
        payment.settlements.push({ amount: value, at: now });
        payment.queries.push({
          eventName: 'settlementRequested',
          timestamp: stamp,
          value: { amount: value, currency: 'GBP' },
        });
        const event = {
          reference: payment.reference,
          amount: value,
          classification: 'payment' as const,
        };
        provider.emit({ ...event, type: 'sentForSettlement', at: now });
        provider.emit({ ...event, type: 'settled', at: now + outcomeDelay });
        return;
      }
      case 'refund': {
        const payment = pick(provider.payments, step.order);
        if (!payment) return;
        const refundable = provider.amounts(payment).refundable;
        // A refund in flight is waited for (the provider offers the next once it is done).
        if (refundable <= 0 || payment.refunds.some((r) => r.at + outcomeDelay > now)) return;
        const value = Math.max(1, Math.floor(refundable / step.part));
        payment.refunded += value;
        payment.refunds.push({ amount: value, at: now, fails: step.fails });
        payment.queries.push({
          eventName: 'refundRequested',
          timestamp: stamp,
          value: { amount: value, currency: 'GBP' },
        });
        const event = {
          reference: payment.reference,
          amount: value,
          classification: 'payment' as const,
        };
        provider.emit({ ...event, type: 'sentForRefund', at: now });
        provider.emit({
          ...event,
          type: step.fails ? 'refundFailed' : 'refunded',
          at: now + outcomeDelay,
        });
        return;
      }
      case 'cancel': {
        const payment = pick(provider.payments, step.order);
        if (!payment || payment.settled > 0 || payment.cancelled > 0) return;
        payment.cancelled = payment.amount;
        payment.queries.push({ eventName: 'cancellationRequested', timestamp: stamp });
        provider.emit({
          type: 'cancelled',
          reference: payment.reference,
          at: now,
          amount: payment.amount,
          classification: 'payment',
        });
        return;
      }
      case 'chargeback': {
        const payment = pick(provider.payments, step.order);
        if (!payment || payment.chargeback) return;
        const amounts = provider.amounts(payment);
        const value = Math.max(payment.settled - payment.refunded, 0);
        if (amounts.settled === 0 || value === 0) return;
        payment.chargeback = { amount: value, at: now };
        provider.emit({
          type: 'chargedBack',
          reference: payment.reference,
          at: now,
          amount: value,
          classification: 'payment',
        });
        provider.emit({
          type: 'informationRequested',
          reference: payment.reference,
          at: now,
          amount: value,
          classification: 'chargeback',
        });
        return;
      }
      case 'fault':
        if (step.isOn) provider.faults.add(step.fault);
        else provider.faults.delete(step.fault);
        return;
      case 'clock':
        provider.now += step.ms;
        return;
      case 'replay':
        return;
    }
  };

  const check = (label: string): void => {
    const state = store.getState();
    const { session, orders } = state;
    expect(session.accountBalance, `${label}: balance = its ledger`).toBe(
      ledgerTotal(session.ledger),
    );
    expect(session.accountBalance, `${label}: balance = the provider's story`).toBe(
      expectedBalance,
    );
    const drained = provider.outbox.length === 0;
    for (const order of orders.orders) {
      const reference = order.transactionReference;
      const applied = provider.applied.get(reference) ?? [];
      expect(
        (order.events ?? []).map((e) => e.eventId),
        `${label}: ${reference} keeps each applied event once`,
      ).toEqual(applied.map((e) => e.eventId));
      const events = order.events ?? [];
      if (order.kind === 'payout') {
        const payout = provider.payouts.find((p) => p.reference === reference);
        const lastPayoutEvent = applied.findLast((e) => e.classification === 'payout');
        expect(
          storyStatusOf('payout', order.outcome, events),
          `${label}: ${reference} status`,
        ).toBe(lastPayoutEvent?.type ?? payout?.answered);
        continue;
      }
      const payment = provider.payments.find((p) => p.reference === reference);
      if (!payment) throw new Error(`${reference} is not the provider's`);
      const { payment: queried, status } = provider.query(payment);
      const chargebackApplied = applied.some((e) => e.type === 'chargedBack');
      expect(storyStatusOf('payment', status, events), `${label}: ${reference} status`).toBe(
        chargebackApplied
          ? applied.some((e) => e.type === 'informationRequested')
            ? 'Charged back (information requested)'
            : 'Charged back'
          : status,
      );
      const ledger = ledgerOf(queried, status, events);
      const amounts = provider.amounts(payment);
      expect(ledger.open, `${label}: ${reference} open`).toBe(amounts.open);
      expect(ledger.settled, `${label}: ${reference} settled`).toBe(amounts.settled);
      if (drained) {
        // Every due event is in: the site's amounts are the provider's.
        expect(
          {
            refunded: ledger.refunded,
            refundable: ledger.refundable,
            chargedBack: ledger.chargedBack,
          },
          `${label}: ${reference} amounts`,
        ).toEqual({
          refunded: amounts.refunded,
          refundable: amounts.refundable,
          chargedBack: chargebackApplied ? amounts.chargedBack : 0,
        });
      }
    }
  };

  steps.forEach((step, i) => {
    apply(step);
    deliver(step.kind === 'replay' ? sent.slice(-step.count) : []);
    check(`step ${i + 1} (${step.kind})`);
  });
  // The rest of the year, then every retry and decision is in.
  provider.faults.clear();
  provider.now = Math.max(provider.now, start + 365 * day);
  deliver();
  provider.now += day;
  deliver();
  check('after a year');
  expect(provider.outbox).toEqual([]);
  // The trail's rows run on later turns: each withdrawal given back is said there once.
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  const said = (title: string) =>
    store.getState().eventLog.triggers.flatMap((t) => t.events.filter((e) => e.title === title));
  expect(said('Withdrawal given back')).toHaveLength(returned.size);
  expect(said('Deposit taken back')).toHaveLength(takenBack);
}

/** The seeds CI runs (each a year of up to 80 steps); found failures are added here. */
const fixedSeeds = [1, 2, 3, 5, 8, 13, 21, 34, 43, 2026];

describe('a year on the demo clock: funds and orders (issue 43)', () => {
  it('keeps one true story through the fixed seeds', async () => {
    for (const seed of fixedSeeds) {
      await fc.assert(fc.asyncProperty(yearArbitrary, runYear), { seed, numRuns: 3 });
    }
  });

  const replaySeed = Number(process.env.YEAR_SEED);
  const runs = Number(process.env.YEAR_RUNS ?? 0);
  it.runIf(Number.isInteger(replaySeed) || runs > 0)(
    'a long run or a replay',
    async () => {
      await fc.assert(fc.asyncProperty(yearArbitrary, runYear), {
        numRuns: runs > 0 ? runs : 1,
        ...(Number.isInteger(replaySeed) ? { seed: replaySeed } : {}),
        ...(process.env.YEAR_PATH ? { path: process.env.YEAR_PATH } : {}),
      });
    },
    30 * 60_000,
  );
});
