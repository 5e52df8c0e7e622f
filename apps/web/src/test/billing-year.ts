// A year of a subscription on the demo clock, as a property (issue 43 item 5): the real store
// and the journey engine's billing job, against a provider that keeps a ledger of every renewal
// it was asked for and answers as the simulation says (the issuer approves or refuses, a request
// is rejected or never arrives, the card's token ends when its lifetime says). Random steps move
// the clock ('+1 hour', '+1 day', '+1 month', 'Next renewal', 'Back to now'), change the issuer,
// inject a fault or replace the card; after every step the invariants are checked:
// - periods paid = 1 + renewals captured (every renewal asked to settle, each paid one settled);
// - no dunning without a provider refusal (the failed attempts are the refusals since the last
//   paid renewal; past due only after every retry; "card ended" only for a card that ended);
// - no event applied twice or lost (one order per answered renewal, references unique; nothing
//   due left uncharged unless the provider could not be reached; no charge on an ended token);
// - the trail numbers every step once (one billing entry per attempt, each answered attempt's
//   name used once).
// The test (billing-year.test.ts) runs a fixed seed set; the bench (bench/year.ts) a long run.
import { isAction, type Middleware } from '@reduxjs/toolkit';
import {
  addMonths,
  type CardPaymentResponse,
  type MerchantInitiatedTransaction,
} from '@sjd/contracts';
import fc from 'fast-check';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { isRenewalDue } from '../features/journeys/flows/billing-flow';
import { orderPlaced } from '../features/journeys/events';
import {
  dunningRetryDays,
  renewalCardEnded,
  tokenEnded,
} from '../features/journeys/slices/billing-slice';
import { clockMoved, clockRead, type ClockMoveKind } from '../features/journeys/slices/clock-slice';
import {
  initialTokensState,
  tokenSaved,
  type SavedToken,
} from '../features/journeys/slices/tokens-slice';
import { initialEnvironmentState } from '../features/environment/environment-slice';
import { defaultSiteConfig } from '../features/site-config/site-config-slice';
import { createDemoServerClient, type DemoServerClient } from '../lib/demo-server-client';
import { createProviderClient, type ProviderClient } from '../lib/provider-client';
import { ProviderCallError } from '../lib/provider-types';
import { sampleEnvironmentConfig, sampleToken } from './fixtures';

export type YearStep =
  | { kind: 'move'; move: ClockMoveKind }
  /** The subscription card's issuer from now on (a holder renamed RENEWAL_REFUSED, or back). */
  | { kind: 'issuer'; answer: 'approve' | 'refuse' }
  /** The next renewal request only: refused by the provider (400), or never arrives. */
  | { kind: 'fault'; fault: 'rejected' | 'unreachable' }
  /** A new card, its token ending `lifetimeDays` after the demo time. */
  | { kind: 'replaceCard'; lifetimeDays: number };

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const horizonMs = 3652 * dayMs;
/** The real time of the simulation (fixed, so a seed replays the same year). */
const realStart = Date.parse('2026-11-27T09:00:00.000Z');
const billingTrigger = /^Merchant's billing job: /;

export const yearStepArbitrary: fc.Arbitrary<YearStep> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .constantFrom<ClockMoveKind>(
        '1h',
        '1d',
        '1d',
        '1d',
        '1M',
        '1M',
        'nextRenewal',
        'nextRenewal',
        'nextRenewal',
        'backToNow',
      )
      .map((move) => ({ kind: 'move' as const, move })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom('approve' as const, 'approve' as const, 'refuse' as const)
      .map((answer) => ({ kind: 'issuer' as const, answer })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('rejected' as const, 'unreachable' as const)
      .map((fault) => ({ kind: 'fault' as const, fault })),
  },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 20, max: 1500 })
      .map((lifetimeDays) => ({ kind: 'replaceCard' as const, lifetimeDays })),
  },
);

interface Call {
  reference: string;
  answer: 'Sent for Settlement' | 'authorized' | 'refused' | 'rejected' | 'unreachable';
  autoSettle: boolean;
}

/** One simulated subscription: its store, its provider's ledger, and the demo clock. */
export class SimulatedYear {
  readonly store: AppStore;
  readonly calls: Call[] = [];
  /** The issuer's answer per card (token href). */
  private readonly issuer = new Map<string, 'approve' | 'refuse'>();
  private nextFault: 'rejected' | 'unreachable' | null = null;
  private refusalsSincePaid = 0;
  private endedDecisions = 0;
  private readonly violations: string[] = [];
  private now = realStart;
  private epoch = 0;
  private cards = 0;

  constructor(firstCardLifetimeDays: number) {
    // "Card ended" only for a card whose token has ended at the time of the decision.
    const countEnded: Middleware = () => (next) => (action) => {
      if (isAction(action) && renewalCardEnded.match(action)) {
        this.endedDecisions += 1;
        if (Date.parse(action.payload.endedAt) > this.now) {
          this.violations.push(`"card ended" for a card that ends ${action.payload.endedAt}`);
        }
      }
      return next(action);
    };
    this.store = makeStore(
      { providerClient: this.provider(), demoServer: noDemoServer() },
      {
        environment: {
          ...initialEnvironmentState,
          configFetched: true,
          config: sampleEnvironmentConfig,
        },
        siteConfig: { ...defaultSiteConfig, theme: 'digital' },
        tokens: { ...initialTokensState, tokens: [this.newCard(firstCardLifetimeDays)] },
      },
      countEnded,
    );
    this.store.dispatch(
      clockRead({ state: { now: iso(this.now), offsetMs: 0, epoch: 0 }, readAt: Date.now() }),
    );
    // The plan's first payment (period 1), in the shop whose merchant bills.
    this.store.dispatch(
      orderPlaced({
        transactionReference: 'SJD-year-first',
        kind: 'payment',
        shop: 'digital',
        purpose: 'basket',
        amount: 100,
        currency: 'GBP',
        method: 'card',
        methodLabel: 'Visa •••• 1091',
        api: 'cardPayments',
        outcome: 'authorized',
        placedAt: iso(this.now),
        items: [],
      }),
    );
  }

  private newCard(lifetimeDays: number): SavedToken & { schemeTransactionReference: string } {
    this.cards += 1;
    const id = `YEARCARD${this.cards}`;
    const href = `http://localhost:3001/tokens/${id}`;
    this.issuer.set(href, 'approve');
    return {
      ...sampleToken,
      tokenId: id,
      tokenExpiryDateTime: iso(this.now + lifetimeDays * dayMs),
      tokenPaymentInstrument: { type: 'card/tokenized', href },
      _links: { 'tokens:token': { href } },
      schemeTransactionReference: `98765432101234${this.cards}`,
      subsequentPayment: true,
    };
  }

  /** The provider: renewals answered by the simulation; any other call is a test error. */
  private provider(): ProviderClient {
    const base = createProviderClient({
      fetch: () => Promise.reject(new Error('The simulated year makes renewals only')),
    });
    const authorizeRecurringPayment = async (
      payload: MerchantInitiatedTransaction,
    ): Promise<CardPaymentResponse> => {
      const { instruction, transactionReference: reference } = payload;
      const instrument = instruction.paymentInstrument;
      const href = 'href' in instrument ? instrument.href : '';
      const autoSettle = instruction.requestAutoSettlement.enabled;
      const card = this.store
        .getState()
        .tokens.tokens.find((t) => t.tokenPaymentInstrument.href === href);
      if (!card || tokenEnded(card, this.now)) {
        this.violations.push(`renewal ${reference} charged on a token that ended or is unknown`);
      }
      const fault = this.nextFault;
      this.nextFault = null;
      if (fault) {
        this.calls.push({ reference, answer: fault, autoSettle });
        if (fault === 'unreachable') {
          throw new ProviderCallError('The provider could not be reached.', 'unreachable', 0);
        }
        this.refusalsSincePaid += 1;
        throw new ProviderCallError('bodyDoesNotMatchSchema: refused', 'providerError', 400);
      }
      const approves = this.issuer.get(href) !== 'refuse';
      const answer = approves ? (autoSettle ? 'Sent for Settlement' : 'authorized') : 'refused';
      this.calls.push({ reference, answer, autoSettle });
      if (approves) this.refusalsSincePaid = 0;
      else this.refusalsSincePaid += 1;
      const response: CardPaymentResponse = {
        outcome: answer,
        transactionReference: reference,
        paymentId: `pay-${this.calls.length}`,
        commandId: `cmd-${this.calls.length}`,
        ...(approves ? {} : { refusalCode: '51', refusalDescription: 'LIMIT EXCEEDED' }),
        _links: {},
      };
      return response;
    };
    return {
      connect: (connection) => ({ ...base.connect(connection), authorizeRecurringPayment }),
    };
  }

  /** Applies one step and waits until the billing job has done what it made due. */
  async apply(step: YearStep): Promise<void> {
    const state = this.store.getState();
    if (step.kind === 'issuer') {
      const card = state.tokens.tokens.at(-1);
      if (card) this.issuer.set(card.tokenPaymentInstrument.href, step.answer);
    } else if (step.kind === 'fault') {
      this.nextFault = step.fault;
    } else if (step.kind === 'replaceCard') {
      this.store.dispatch(tokenSaved(this.newCard(step.lifetimeDays)));
    } else {
      const to = this.moveTarget(state, step.move);
      if (to === null) return;
      if (step.move === 'backToNow') this.epoch += 1;
      this.now = to;
      this.store.dispatch(
        clockMoved({
          state: { now: iso(to), offsetMs: to - realStart, epoch: this.epoch },
          kind: step.move,
        }),
      );
    }
    await this.idle();
  }

  /** Where a move takes the clock, or null when the site would refuse it. */
  private moveTarget(state: RootState, move: ClockMoveKind): number | null {
    if (move === 'backToNow') return this.now > realStart ? realStart : null;
    let to: number;
    if (move === '1h') to = this.now + hourMs;
    else if (move === '1d') to = this.now + dayMs;
    else if (move === '1M') to = addMonths(new Date(this.now), 1).getTime();
    else {
      const next = state.billing.subscription?.nextAttemptAt;
      if (!next || Date.parse(next) <= this.now) return null;
      to = Date.parse(next);
    }
    // Ten years ahead the clock stops (400 clockBeyondHorizon).
    return to - realStart > horizonMs ? null : to;
  }

  private async idle(): Promise<void> {
    for (let tick = 0; tick < 2_000; tick += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const state = this.store.getState();
      // A renewal that could not be sent waits for the next move of the clock.
      const waits = isRenewalDue(state) && this.calls.at(-1)?.answer !== 'unreachable';
      if (tick >= 3 && !state.billing.running && !waits) return;
    }
    this.violations.push('the billing job did not come to rest');
  }

  /** Every invariant that does not hold now, in words. */
  problems(): string[] {
    const state = this.store.getState();
    const found = [...this.violations];
    const sub = state.billing.subscription;
    if (!sub) return [...found, 'the subscription is gone'];
    const paid = this.calls.filter((c) => c.answer === 'Sent for Settlement').length;
    if (sub.periodsPaid !== 1 + paid) {
      found.push(`${sub.periodsPaid} periods paid, but 1 + ${paid} renewals captured`);
    }
    if (this.calls.some((c) => !c.autoSettle)) found.push('a renewal was not asked to settle');
    if (sub.failedAttempts !== this.refusalsSincePaid) {
      found.push(
        `${sub.failedAttempts} failed attempts, but ${this.refusalsSincePaid} provider refusals since the last paid renewal`,
      );
    }
    if (sub.status === 'pastDue' && sub.failedAttempts <= dunningRetryDays.length) {
      found.push(`past due after ${sub.failedAttempts} refusals`);
    }
    if (sub.status === 'cardEnded' && sub.failedAttempts > this.refusalsSincePaid) {
      found.push('a card that ended counted as refused');
    }
    // Orders: one per answered renewal, none twice.
    const answered = this.calls.filter(
      (c) => c.answer !== 'rejected' && c.answer !== 'unreachable',
    );
    const renewals = state.orders.orders.filter((o) => o.purpose === 'renewal');
    const references = new Set(renewals.map((o) => o.transactionReference));
    if (references.size !== renewals.length) found.push('a renewal order placed twice');
    if (renewals.length !== answered.length || answered.some((c) => !references.has(c.reference))) {
      found.push(`${renewals.length} renewal orders for ${answered.length} answered renewals`);
    }
    // Nothing due left uncharged, unless the provider could not be reached.
    const due =
      sub.status === 'active' && sub.nextAttemptAt && Date.parse(sub.nextAttemptAt) <= this.now;
    if (due && this.calls.at(-1)?.answer !== 'unreachable') {
      found.push(`a renewal due ${sub.nextAttemptAt} was not charged`);
    }
    if (sub.status === 'active' && !sub.nextAttemptAt)
      found.push('an active plan with no next attempt');
    // The trail: one billing entry per attempt; an answered attempt's name once.
    const entries = state.eventLog.triggers.filter((t) => billingTrigger.test(t.name));
    if (entries.length !== this.calls.length + this.endedDecisions) {
      found.push(
        `${entries.length} billing entries for ${this.calls.length} calls and ${this.endedDecisions} ended cards`,
      );
    }
    const names = entries
      .filter((entry) => !entry.events.some((e) => /could not be sent/.test(e.plainText ?? '')))
      .map((entry) => entry.name);
    if (new Set(names).size !== names.length) found.push('a billing entry numbered twice');
    return found;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The demo server: the environment config only (the simulated clock moves in the store). */
function noDemoServer(): DemoServerClient {
  const real = createDemoServerClient({
    fetch: () => Promise.reject(new Error('The simulated year calls no demo server route')),
  });
  return {
    connect: (connection) => ({
      ...real.connect(connection),
      config: async () => ({ ...sampleEnvironmentConfig, environment: connection.environment }),
    }),
  };
}

/** Runs `steps` on a new subscription; throws at the first step after which an invariant fails. */
export async function runYear(steps: readonly YearStep[], firstCardLifetimeDays: number) {
  const year = new SimulatedYear(firstCardLifetimeDays);
  for (const [index, step] of steps.entries()) {
    await year.apply(step);
    const problems = year.problems();
    if (problems.length > 0) {
      throw new Error(`After step ${index + 1} (${JSON.stringify(step)}): ${problems.join('; ')}`);
    }
  }
  return year;
}

/** The property: any year of steps keeps every invariant. fast-check prints the seed on failure. */
export function yearProperty(maxSteps: number) {
  return fc.asyncProperty(
    fc.array(yearStepArbitrary, { minLength: 1, maxLength: maxSteps }),
    fc.integer({ min: 20, max: 1500 }),
    async (steps, lifetime) => {
      await runYear(steps, lifetime);
    },
  );
}

/** Checks `numRuns` years from `seed` (the bench's long run): what failed, in fast-check's words. */
export async function checkYears(seed: number, numRuns: number, maxSteps: number) {
  const result = await fc.check(yearProperty(maxSteps), { seed, numRuns });
  return {
    numRuns: result.numRuns,
    failed: result.failed,
    message: result.failed ? (fc.defaultReportMessage(result) ?? `seed ${seed}`) : null,
  };
}
