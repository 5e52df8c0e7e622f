// The merchant's billing of a shop's plan (issue 31; the shop profile's `capabilities.billing`).
// The provider has no billing engine: the merchant decides when to charge a subscription, so the
// demo's merchant side keeps the schedule here, on the visitor's demo clock. The schedule is a
// fold of facts: the plan starts with the shop's first basket order (its `placedAt` is demo
// time), each renewal the provider answered moves it on (authorized: the next month; anything
// else: the dunning retries 1, 3 and 7 days after it was due, then past due until the card is
// replaced, when the outstanding renewal is due at once). A card whose token ended (its card
// expired) is not dunned: nothing was refused, so the shopper is asked to replace it
// ('cardEnded'). "Back to now" restarts the schedule at the real time (issue 43): the periods
// paid stay paid, the next one is due a month after the clock's new time (an outstanding one in
// dunning is due at once, its retries counted from then). Pure state: flows/billing-flow.ts
// makes the calls.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addMonths } from '@sjd/contracts';
import * as z from 'zod/mini';
import { shopThemes, type ShopTheme } from '../../../config/paths';
import { capabilitiesOf } from '../../../config/shops';
import { orderPlaced } from '../events';
import { clockMoved } from './clock-slice';

/** Days after a missed renewal's due date that it is tried again. */
export const dunningRetryDays = [1, 3, 7] as const;
const dayMs = 24 * 60 * 60_000;

export interface Subscription {
  /** The shop whose plan it is: its renewals are that shop's orders. */
  shop: ShopTheme;
  /** Demo time of the first payment: renewals fall on its day of the month. */
  startedAt: string;
  /** What each period charges (the first payment's amount, minor units) and its currency. */
  amount: number;
  currency: string;
  /** How many periods were charged (the first payment is period 1). */
  periodsPaid: number;
  /** When the next period is due (demo time, ISO). */
  dueAt: string;
  /**
   * pastDue: refused after every dunning retry; cardEnded: the saved card's token ended (its card
   * expired) before the renewal could be charged. Both wait for a new card.
   */
  status: 'active' | 'pastDue' | 'cardEnded';
  /** Refused attempts at the period now due (0 while none failed). */
  failedAttempts: number;
  /** When it is tried next: `dueAt` at first, then the dunning retries; null when past due. */
  nextAttemptAt: string | null;
  /** The card the subscription renews on when it became past due (replacing it recovers). */
  pastDueTokenId: string | null;
  /**
   * Where the months are counted from: the first payment (absent), or where "Back to now"
   * restarted the schedule, with the periods paid by then.
   */
  scheduleFrom?: { at: string; periodsPaid: number } | undefined;
  /** cardEnded: when the card's token ended (demo time). */
  cardEndedAt?: string | null | undefined;
}

export interface BillingState {
  subscription: Subscription | null;
  /** A renewal is being charged (one at a time). */
  running: boolean;
}

export const initialBillingState: BillingState = { subscription: null, running: false };

/** When period `n + 1` is due for a subscription started at `startedAt`. */
export const periodDue = (startedAt: string, periodsPaid: number) =>
  addMonths(new Date(startedAt), periodsPaid).toISOString();

/** When the subscription's next period is due, counted from where its schedule starts. */
function nextPeriodDue(sub: Subscription): string {
  const from = sub.scheduleFrom ?? { at: sub.startedAt, periodsPaid: 0 };
  return periodDue(from.at, sub.periodsPaid - from.periodsPaid);
}

/** Outcomes that pay the period: authorized, or authorized and sent for settlement (captured). */
export const paidRenewalOutcomes: readonly string[] = [
  'authorized',
  'Sent for Settlement',
  'sentForSettlement',
];

/** The card's token has ended by `nowMs` (demo time): the provider no longer knows it. */
export function tokenEnded(card: { tokenExpiryDateTime: string }, nowMs: number): boolean {
  const end = Date.parse(card.tokenExpiryDateTime);
  return !Number.isNaN(end) && end <= nowMs;
}

/**
 * The saved card's token ended before the renewal could be charged (its card expired): the
 * shopper is asked to replace the card; no dunning, since no issuer refused anything.
 */
export const renewalCardEnded = createAction<{ tokenId: string; endedAt: string }>(
  'billing/renewalCardEnded',
);

/**
 * What became of a renewal: the provider's outcome (`authorized` pays the period, any other
 * outcome is a refusal) or, without an answer to fold, `notCharged` (no card or no scheme
 * reference to charge, or the provider refused the request itself): a refusal too.
 */
export const renewalAnswered = createAction<{ outcome: string; tokenId: string | null }>(
  'billing/renewalAnswered',
);

/** The first payment of a shop's plan: an authorized basket order in a shop that bills. */
const startsPlan = (order: ReturnType<typeof orderPlaced>['payload']) =>
  order.kind === 'payment' &&
  order.purpose === 'basket' &&
  capabilitiesOf(order.shop).billing &&
  paidRenewalOutcomes.includes(order.outcome);

export const billingSlice = createSlice({
  name: 'billing',
  initialState: initialBillingState,
  reducers: {
    renewalStarted(state) {
      state.running = true;
    },
    /** The call could not be made (the server unreachable): tried again at the next move. */
    renewalNotMade(state) {
      state.running = false;
    },
    /** A past-due subscription's card was replaced: the outstanding period is due now. */
    cardReplacedWhilePastDue(state, action: PayloadAction<{ at: string }>) {
      const sub = state.subscription;
      if (!sub || sub.status === 'active') return;
      sub.status = 'active';
      sub.nextAttemptAt = action.payload.at;
      sub.pastDueTokenId = null;
      sub.cardEndedAt = null;
    },
    subscriptionEnded() {
      return initialBillingState;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(orderPlaced, (state, { payload: order }) => {
        if (!startsPlan(order)) return;
        const dueAt = periodDue(order.placedAt, 1);
        state.subscription = {
          shop: order.shop,
          startedAt: order.placedAt,
          amount: order.amount,
          currency: order.currency,
          periodsPaid: 1,
          dueAt,
          status: 'active',
          failedAttempts: 0,
          nextAttemptAt: dueAt,
          pastDueTokenId: null,
        };
      })
      .addCase(renewalCardEnded, (state, { payload }) => {
        state.running = false;
        const sub = state.subscription;
        if (!sub) return;
        sub.status = 'cardEnded';
        sub.nextAttemptAt = null;
        sub.pastDueTokenId = payload.tokenId;
        sub.cardEndedAt = payload.endedAt;
      })
      .addCase(clockMoved, (state, { payload }) => {
        const sub = state.subscription;
        if (payload.kind !== 'backToNow' || !sub || sub.status !== 'active') return;
        // "Back to now": the schedule restarts at the clock's new time. Paid periods stay paid;
        // the next is due a month on, or, in dunning, the outstanding one is due now and its
        // next retry is counted from then.
        const now = payload.state.now;
        const outstanding = sub.failedAttempts > 0;
        sub.scheduleFrom = { at: now, periodsPaid: sub.periodsPaid - (outstanding ? 0 : 1) };
        sub.dueAt = nextPeriodDue(sub);
        const retryDays = outstanding ? (dunningRetryDays[sub.failedAttempts - 1] ?? 0) : 0;
        sub.nextAttemptAt = new Date(Date.parse(sub.dueAt) + retryDays * dayMs).toISOString();
      })
      .addCase(renewalAnswered, (state, { payload }) => {
        state.running = false;
        const sub = state.subscription;
        if (!sub) return;
        if (paidRenewalOutcomes.includes(payload.outcome)) {
          sub.periodsPaid += 1;
          sub.dueAt = nextPeriodDue(sub);
          sub.status = 'active';
          sub.failedAttempts = 0;
          sub.nextAttemptAt = sub.dueAt;
          sub.pastDueTokenId = null;
          return;
        }
        sub.failedAttempts += 1;
        const retryDays = dunningRetryDays[sub.failedAttempts - 1];
        if (retryDays === undefined) {
          sub.status = 'pastDue';
          sub.nextAttemptAt = null;
          sub.pastDueTokenId = payload.tokenId;
        } else {
          sub.nextAttemptAt = new Date(Date.parse(sub.dueAt) + retryDays * dayMs).toISOString();
        }
      }),
  selectors: {
    selectSubscription: (state) => state.subscription,
    selectBillingRunning: (state) => state.running,
  },
});

export const { renewalStarted, renewalNotMade, cardReplacedWhilePastDue, subscriptionEnded } =
  billingSlice.actions;

export const { selectSubscription, selectBillingRunning } = billingSlice.selectors;

/** The schedule as the browser keeps it (`sjd:billing`, app/persisted-state.ts). */
const isoTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));
export const storedBillingSchema = z.object({
  subscription: z.nullable(
    z.object({
      shop: z.enum(shopThemes),
      startedAt: isoTime,
      amount: z.int().check(z.minimum(1), z.maximum(999_999_999)),
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
      periodsPaid: z.int().check(z.minimum(1), z.maximum(1200)),
      dueAt: isoTime,
      status: z.enum(['active', 'pastDue', 'cardEnded']),
      failedAttempts: z.int().check(z.minimum(0), z.maximum(100)),
      nextAttemptAt: z.nullable(isoTime),
      pastDueTokenId: z.nullable(z.string().check(z.maxLength(128))),
      scheduleFrom: z.optional(
        z.object({ at: isoTime, periodsPaid: z.int().check(z.minimum(0), z.maximum(1200)) }),
      ),
      cardEndedAt: z.optional(z.nullable(isoTime)),
    }),
  ),
});
export type StoredBilling = z.infer<typeof storedBillingSchema>;
