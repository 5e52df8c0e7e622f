// The merchant's billing job for the digital shop's plan (issue 31). The provider has no billing
// engine: the merchant decides when to charge a subscription, so the demo's merchant side keeps
// the schedule here, on the visitor's demo clock. The plan renews monthly from the day of the
// first payment; a refused renewal is retried 1, 3 and 7 days after it was due (the dunning
// schedule), after which the subscription is past due until the card is replaced, when the
// outstanding renewal is charged at once. Pure state: billing-job.ts makes the calls.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { addMonths } from '@sjd/contracts';
import * as z from 'zod/mini';
import { shopThemes, type ShopTheme } from '../../config/paths';

/** Days after a missed renewal's due date that it is tried again. */
export const dunningRetryDays = [1, 3, 7] as const;
const dayMs = 24 * 60 * 60_000;

export interface Subscription {
  /** The shop whose plan it is (its profile's `capabilities.billing`): its renewals are its orders. */
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
  status: 'active' | 'pastDue';
  /** Refused attempts at the period now due (0 while none failed). */
  failedAttempts: number;
  /** When it is tried next: `dueAt` at first, then the dunning retries; null when past due. */
  nextAttemptAt: string | null;
  /** The card the subscription renews on when it became past due (replacing it recovers). */
  pastDueTokenId: string | null;
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

export const billingSlice = createSlice({
  name: 'billing',
  initialState: initialBillingState,
  reducers: {
    subscriptionStarted(
      state,
      action: PayloadAction<{ shop: ShopTheme; at: string; amount: number; currency: string }>,
    ) {
      const dueAt = periodDue(action.payload.at, 1);
      state.subscription = {
        shop: action.payload.shop,
        startedAt: action.payload.at,
        amount: action.payload.amount,
        currency: action.payload.currency,
        periodsPaid: 1,
        dueAt,
        status: 'active',
        failedAttempts: 0,
        nextAttemptAt: dueAt,
        pastDueTokenId: null,
      };
    },
    renewalStarted(state) {
      state.running = true;
    },
    renewalPaid(state) {
      state.running = false;
      const sub = state.subscription;
      if (!sub) return;
      sub.periodsPaid += 1;
      sub.dueAt = periodDue(sub.startedAt, sub.periodsPaid);
      sub.status = 'active';
      sub.failedAttempts = 0;
      sub.nextAttemptAt = sub.dueAt;
      sub.pastDueTokenId = null;
    },
    renewalRefused(state, action: PayloadAction<{ tokenId: string | null }>) {
      state.running = false;
      const sub = state.subscription;
      if (!sub) return;
      sub.failedAttempts += 1;
      const retryDays = dunningRetryDays[sub.failedAttempts - 1];
      if (retryDays === undefined) {
        sub.status = 'pastDue';
        sub.nextAttemptAt = null;
        sub.pastDueTokenId = action.payload.tokenId;
      } else {
        sub.nextAttemptAt = new Date(Date.parse(sub.dueAt) + retryDays * dayMs).toISOString();
      }
    },
    /** The call could not be made (no card, the server unreachable): tried again next time. */
    renewalNotMade(state) {
      state.running = false;
    },
    /** A past-due subscription's card was replaced: the outstanding period is due now. */
    cardReplacedWhilePastDue(state, action: PayloadAction<{ at: string }>) {
      const sub = state.subscription;
      if (!sub || sub.status !== 'pastDue') return;
      sub.status = 'active';
      sub.nextAttemptAt = action.payload.at;
      sub.pastDueTokenId = null;
    },
    subscriptionEnded() {
      return initialBillingState;
    },
  },
  selectors: {
    selectSubscription: (state) => state.subscription,
    selectBillingRunning: (state) => state.running,
  },
});

export const {
  subscriptionStarted,
  renewalStarted,
  renewalPaid,
  renewalRefused,
  renewalNotMade,
  cardReplacedWhilePastDue,
  subscriptionEnded,
} = billingSlice.actions;
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
      status: z.enum(['active', 'pastDue']),
      failedAttempts: z.int().check(z.minimum(0), z.maximum(100)),
      nextAttemptAt: z.nullable(isoTime),
      pastDueTokenId: z.nullable(z.string().check(z.maxLength(128))),
    }),
  ),
});
export type StoredBilling = z.infer<typeof storedBillingSchema>;
