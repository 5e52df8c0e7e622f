// The merchant's billing schedule (issue 31), a fold of facts: the plan starts with the first
// basket order of a shop whose merchant bills, monthly periods on that day, dunning retries 1, 3
// and 7 days after a refused renewal was due, then past due until the card is replaced; events
// that do not apply change nothing.
import { describe, expect, it } from 'vitest';
import type { ShopTheme } from '../../../config/paths';
import { orderPlaced } from '../events';
import type { StoredOrder } from '../types';
import {
  billingSlice,
  cardReplacedWhilePastDue,
  initialBillingState,
  periodDue,
  renewalAnswered,
  renewalStarted,
  storedBillingSchema,
  type BillingState,
} from './billing-slice';
import { clockMoved } from './clock-slice';

const reduce = billingSlice.reducer;
const order = (shop: ShopTheme, overrides: Partial<StoredOrder> = {}): StoredOrder => ({
  transactionReference: 'SJD-plan-1',
  kind: 'payment',
  shop,
  purpose: 'basket',
  amount: 100,
  currency: 'GBP',
  method: 'card',
  methodLabel: 'Visa •••• 1000',
  api: 'cardPayments',
  outcome: 'authorized',
  placedAt: '2026-01-31T09:00:00.000Z',
  items: [],
  ...overrides,
});
const started = reduce(initialBillingState, orderPlaced(order('digital')));
const renewalPaid = () => renewalAnswered({ outcome: 'authorized', tokenId: 'card-1' });
const refuse = (state: BillingState) =>
  reduce(
    reduce(state, renewalStarted()),
    renewalAnswered({ outcome: 'refused', tokenId: 'card-1' }),
  );

describe('billing schedule', () => {
  it('starts with the first basket order of a shop that bills, and only then', () => {
    expect(started.subscription).toMatchObject({ shop: 'digital', amount: 100, periodsPaid: 1 });
    for (const other of [
      order('retail'),
      order('digital', { purpose: 'renewal' }),
      order('digital', { outcome: 'refused' }),
      order('digital', { kind: 'payout', purpose: 'withdraw' }),
    ]) {
      expect(reduce(initialBillingState, orderPlaced(other))).toEqual(initialBillingState);
    }
  });

  it('renews on the first payment’s day, clamped to shorter months', () => {
    expect(started.subscription).toMatchObject({
      periodsPaid: 1,
      dueAt: '2026-02-28T09:00:00.000Z',
      nextAttemptAt: '2026-02-28T09:00:00.000Z',
      status: 'active',
    });
    const paid = reduce(reduce(started, renewalStarted()), renewalPaid());
    expect(paid.subscription?.dueAt).toBe('2026-03-31T09:00:00.000Z');
    expect(paid.running).toBe(false);
    expect(periodDue('2026-01-31T09:00:00.000Z', 12)).toBe('2027-01-31T09:00:00.000Z');
  });

  it('retries a refused renewal +1, +3 and +7 days after it was due, then is past due', () => {
    const attempts: (string | null)[] = [];
    let state = started;
    for (let i = 0; i < 4; i += 1) {
      state = refuse(state);
      attempts.push(state.subscription?.nextAttemptAt ?? null);
    }
    expect(attempts).toEqual([
      '2026-03-01T09:00:00.000Z',
      '2026-03-03T09:00:00.000Z',
      '2026-03-07T09:00:00.000Z',
      null,
    ]);
    expect(state.subscription).toMatchObject({
      status: 'pastDue',
      failedAttempts: 4,
      pastDueTokenId: 'card-1',
    });
    // A new card: the outstanding period is due at once, and paying it resumes the months.
    const replaced = reduce(state, cardReplacedWhilePastDue({ at: '2026-03-09T10:00:00.000Z' }));
    expect(replaced.subscription).toMatchObject({
      status: 'active',
      nextAttemptAt: '2026-03-09T10:00:00.000Z',
    });
    const paid = reduce(replaced, renewalPaid());
    expect(paid.subscription).toMatchObject({
      periodsPaid: 2,
      dueAt: '2026-03-31T09:00:00.000Z',
      failedAttempts: 0,
    });
  });

  it('ignores events that do not apply', () => {
    expect(reduce(initialBillingState, renewalPaid())).toEqual(initialBillingState);
    expect(
      reduce(initialBillingState, renewalAnswered({ outcome: 'notCharged', tokenId: null })),
    ).toEqual(initialBillingState);
    expect(reduce(started, cardReplacedWhilePastDue({ at: '2026-02-01T00:00:00.000Z' }))).toEqual(
      started,
    );
  });
});

describe('the stored schedule', () => {
  it('reads back what the slice holds, and refuses a damaged one', () => {
    const stored = { subscription: refuse(started).subscription };
    expect(storedBillingSchema.safeParse(JSON.parse(JSON.stringify(stored))).data).toEqual(stored);
    expect(
      storedBillingSchema.safeParse({ subscription: { ...stored.subscription, dueAt: 'soon' } })
        .success,
    ).toBe(false);
  });

  it('"Back to now" restarts the schedule at the real time; paid periods stay paid (issue 43)', () => {
    const now = '2026-03-05T10:00:00.000Z';
    const back = clockMoved({ state: { now, offsetMs: 0, epoch: 2 }, kind: 'backToNow' });
    // Two months on the clock: 3 periods paid, the next due 31 Mar (clamped 30 Apr later).
    const paid = reduce(reduce(started, renewalPaid()), renewalPaid());
    const restarted = reduce(paid, back);
    expect(restarted.subscription).toMatchObject({
      periodsPaid: 3,
      status: 'active',
      dueAt: '2026-04-05T10:00:00.000Z',
      nextAttemptAt: '2026-04-05T10:00:00.000Z',
    });
    // Then monthly from there.
    expect(reduce(restarted, renewalPaid()).subscription).toMatchObject({
      periodsPaid: 4,
      dueAt: '2026-05-05T10:00:00.000Z',
    });
    // In dunning: the outstanding renewal is due now, its next retry counted from now.
    const dunning = reduce(refuse(refuse(started)), back);
    expect(dunning.subscription).toMatchObject({
      periodsPaid: 1,
      failedAttempts: 2,
      dueAt: now,
      nextAttemptAt: '2026-03-08T10:00:00.000Z',
    });
    // Other moves, and a plan waiting for a card, keep their schedule.
    const day = clockMoved({ state: { now, offsetMs: 86_400_000 }, kind: '1d' });
    expect(reduce(paid, day)).toEqual(paid);
    const pastDue = refuse(refuse(refuse(refuse(started))));
    expect(reduce(pastDue, back)).toEqual(pastDue);
    // The restarted schedule is kept by the browser.
    expect(storedBillingSchema.safeParse({ subscription: restarted.subscription }).success).toBe(
      true,
    );
  });
});
