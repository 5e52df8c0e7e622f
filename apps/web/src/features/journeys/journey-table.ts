// The journeys, as one table (spec §2 "processing", §4): which event starts a journey, the terminal
// trigger it records under, whether the slices took the event, the flow that runs it and the
// kind of state a failure ends (end-journey.ts `failJourney`). Start here: a screen dispatches one
// of these events (from index.ts), and its row names the flow in flows/. A new shopper's journey
// is one row; the orders back office's readings and actions run beside them (order-flows.ts).
// One journey runs at a time: a new one supersedes the running one, and a reset (demo choice,
// Apply Settings) stops it. A start event the slices refused (a double submit while one is
// processing) starts nothing.
import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { wallets, walletNames } from '../../config/paths';
import type { AppStartListening } from '../../lib/listener';
import { failJourney, type JourneyKind } from './end-journey';
import {
  buyNowPressed,
  cardAddRequested,
  cardPaymentSubmitted,
  cardReplaceRequested,
  hostedPaymentRequested,
  paymentJourneyReset,
  recurringPaymentRequested,
  withdrawRequested,
} from './events';
import { addCard, addCardTrigger } from './flows/add-card-flow';
import { listenForTokenDeletion } from './flows/delete-all-tokens-flow';
import { listenForCardEdits } from './flows/edit-card-flows';
import { listenForOrders } from './flows/order-flows';
import { payRecurring, recurringPaymentTrigger } from './flows/pay-recurring-flow';
import { cardPaymentTrigger, payWithCard } from './flows/pay-with-card-flow';
import { payOnHostedPageTrigger, payWithHostedPage } from './flows/pay-with-hosted-page-flow';
import { payWithStoredCard, storedCardTrigger } from './flows/pay-with-stored-card-flow';
import { payWithWallet, walletPaymentStartedWith } from './flows/pay-with-wallet-flow';
import { replaceCard, replaceCardTrigger } from './flows/replace-card-flow';
import { withdraw, withdrawTrigger } from './flows/withdraw-flow';
import {
  ConfigUnavailable,
  isCancellation,
  openJourney,
  type FlowApi,
  type Journey,
} from './journey';
import { journeyResult } from './journey-result';
import { apiEventRecorded } from '../event-log';

/** What every RTK action creator is: a type and a type guard for its actions. */
interface EventCreator<P> {
  type: string;
  match(action: unknown): action is { type: string; payload: P };
}

export interface JourneyRowSpec<P> {
  event: EventCreator<P>;
  /** The terminal trigger it records under; a function when the request names it. */
  trigger: string | ((payload: P) => string);
  /** Whether the event started something, from the state before and after it. */
  started: (before: RootState, after: RootState) => boolean;
  flow: (journey: Journey, payload: P) => Promise<void>;
  /** What a flow that threw ends (end-journey.ts `failJourney`). */
  ending: JourneyKind;
}

/** A row stored without its payload type (rows run only for their own event). */
export interface JourneyRow {
  event: EventCreator<unknown>;
  trigger: (action: UnknownAction) => string;
  started: (before: RootState, after: RootState) => boolean;
  run: (journey: Journey, action: UnknownAction) => Promise<void>;
  ending: JourneyKind;
}

export function journeyRow<P>(spec: JourneyRowSpec<P>): JourneyRow {
  const { event, flow, trigger } = spec;
  return {
    event,
    trigger: (action) => {
      if (typeof trigger === 'string') return trigger;
      // Rows run only for their own event; the guard is for the type system.
      return event.match(action) ? trigger(action.payload) : event.type;
    },
    started: spec.started,
    ending: spec.ending,
    run: async (journey, action) => {
      if (event.match(action)) await flow(journey, action.payload);
    },
  };
}

/** A payment journey starts when the payment slice took the event (status now 'processing'). */
const paymentStarted = (before: RootState, after: RootState) =>
  before.payment.paymentStatus !== 'processing' && after.payment.paymentStatus === 'processing';

/** A withdrawal starts when the payout slice took the event (payout status 'withdrawing'). */
const withdrawalStarted = (before: RootState, after: RootState) =>
  before.payout.payoutStatus !== 'withdrawing' && after.payout.payoutStatus === 'withdrawing';

/** A token journey starts when the tokens slice took the event (token status 'processing'). */
const tokenProcessStarted = (before: RootState, after: RootState) =>
  before.tokens.tokenStatus !== 'processing' && after.tokens.tokenStatus === 'processing';

export const journeys: readonly JourneyRow[] = [
  journeyRow({
    event: cardPaymentSubmitted,
    // 'Pay with card', or 'Subscribe' for a subscription's first payment.
    trigger: cardPaymentTrigger,
    started: paymentStarted,
    flow: payWithCard,
    ending: 'payment',
  }),
  journeyRow({
    // 'Buy Now' in the basket, the card check's 'Continue with payment', gambling's top-up.
    event: buyNowPressed,
    trigger: storedCardTrigger,
    started: paymentStarted,
    flow: payWithStoredCard,
    ending: 'payment',
  }),
  journeyRow({
    event: cardAddRequested,
    trigger: addCardTrigger,
    started: tokenProcessStarted,
    flow: addCard,
    ending: 'card',
  }),
  journeyRow({
    event: hostedPaymentRequested,
    trigger: payOnHostedPageTrigger,
    started: paymentStarted,
    flow: payWithHostedPage,
    ending: 'hostedPage',
  }),
  journeyRow({
    event: recurringPaymentRequested,
    trigger: recurringPaymentTrigger,
    started: paymentStarted,
    flow: payRecurring,
    ending: 'payment',
  }),
  journeyRow({
    event: cardReplaceRequested,
    trigger: replaceCardTrigger,
    started: tokenProcessStarted,
    flow: replaceCard,
    ending: 'card',
  }),
  // Spec §4 "Express demo": one row per wallet, recorded under the wallet's name.
  ...wallets.map((wallet) =>
    journeyRow({
      event: walletPaymentStartedWith(wallet),
      trigger: walletNames[wallet],
      started: paymentStarted,
      flow: payWithWallet,
      ending: 'payment',
    }),
  ),
  journeyRow({
    event: withdrawRequested,
    trigger: withdrawTrigger,
    started: withdrawalStarted,
    flow: withdraw,
    ending: 'payout',
  }),
];

/** Opens the journey's trigger, runs its flow and ends anything thrown with failJourney. */
export async function runJourney(
  api: FlowApi,
  row: JourneyRow,
  action: UnknownAction,
): Promise<void> {
  let journey: Journey | null = null;
  try {
    journey = await openJourney(api, row.trigger(action));
    if (!journey) throw new ConfigUnavailable();
    await row.run(journey, action);
  } catch (error) {
    if (isCancellation(api, error)) return;
    failJourney(api, journey, error, row.ending);
  }
  // The terminal's summary card: what the journey came to, under its last trigger.
  if (api.signal.aborted) return;
  const result = journeyResult(row.ending, api.getState());
  const trigger = journey?.trigger ?? row.trigger(action);
  if (result) api.dispatch(apiEventRecorded({ trigger, event: result }));
}

/**
 * Registers the journeys on the store's listener: the table above, and those that run beside
 * a shopper's journey without the processing screen (deleting every saved card at a demo choice
 * or on load; editing and deleting one saved card; the orders back office's readings and
 * actions, flows/order-flows.ts).
 */
export function listenForJourneys(startListening: AppStartListening): void {
  startListening({
    matcher: isAnyOf(paymentJourneyReset, ...journeys.map((row) => row.event)),
    effect: async (action, api) => {
      const row = journeys.find((r) => r.event.match(action));
      if (row && !row.started(api.getOriginalState(), api.getState())) return;

      // The running journey (if any) stops here; its own state was reset or is replaced.
      api.cancelActiveListeners();
      if (row) await runJourney(api, row, action);
    },
  });
  listenForTokenDeletion(startListening);
  listenForCardEdits(startListening);
  listenForOrders(startListening);
}
