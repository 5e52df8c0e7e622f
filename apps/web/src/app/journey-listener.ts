// The journeys that take the shopper through the processing screen (spec §2 "processing", §4),
// as one table: which event starts a journey, the terminal trigger it records under, the flow
// that runs it and what a failure does. A new journey (withdraw, add funds, recurring, replace
// card, hosted page, a wallet) is one row.
// One journey runs at a time: a new one supersedes the running one, and a reset (demo choice,
// Apply Settings) stops it. A start event the slices refused (a double submit while one is
// processing) starts nothing.
import { isAnyOf } from '@reduxjs/toolkit';
import {
  failHostedPayment,
  payOnHostedPageTrigger,
  payWithHostedPage,
} from '../features/hpp/pay-with-hosted-page-flow';
// The flow modules themselves, not the features' faces: the store loads with the landing page,
// which must not carry the shops' components.
import { payWithWallet, walletPaymentStartedWith } from '../features/express/pay-with-wallet-flow';
import { walletNames, wallets } from '../features/express/wallets';
import { failPayment } from '../features/payment/payment-outcome';
import { payRecurring, recurringPaymentTrigger } from '../features/payment/pay-recurring-flow';
import { cardPaymentTrigger, payWithCard } from '../features/payment/pay-with-card-flow';
import {
  payWithStoredCard,
  storedCardTrigger,
} from '../features/payment/pay-with-stored-card-flow';
import {
  buyNowPressed,
  cardPaymentSubmitted,
  hostedPaymentRequested,
  recurringPaymentRequested,
} from '../features/payment/payment-events';
import { addCard, addCardTrigger, failAddCard } from '../features/tokens/add-card-flow';
import { replaceCard, replaceCardTrigger } from '../features/tokens/replace-card-flow';
import { cardAddRequested, cardReplaceRequested } from '../features/tokens/token-events';
import { withdrawRequested } from '../features/payout/payout-events';
import { failWithdraw, withdraw, withdrawTrigger } from '../features/payout/withdraw-flow';
import { paymentJourneyReset } from '../lib/app-events';
import { journeyRow, runJourney, type JourneyRow } from '../lib/journey-table';
import type { AppStartListening } from '../lib/listener';
import type { RootState } from './store';

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
    fail: failPayment,
  }),
  journeyRow({
    event: buyNowPressed,
    trigger: storedCardTrigger,
    started: paymentStarted,
    flow: payWithStoredCard,
    fail: failPayment,
  }),
  journeyRow({
    event: cardAddRequested,
    trigger: addCardTrigger,
    started: tokenProcessStarted,
    flow: addCard,
    fail: failAddCard,
  }),
  journeyRow({
    event: hostedPaymentRequested,
    trigger: payOnHostedPageTrigger,
    started: paymentStarted,
    flow: payWithHostedPage,
    fail: failHostedPayment,
  }),
  journeyRow({
    event: recurringPaymentRequested,
    trigger: recurringPaymentTrigger,
    started: paymentStarted,
    flow: payRecurring,
    fail: failPayment,
  }),
  journeyRow({
    event: cardReplaceRequested,
    trigger: replaceCardTrigger,
    started: tokenProcessStarted,
    flow: replaceCard,
    fail: failAddCard,
  }),
  // Spec §4 "Express demo": one row per wallet, recorded under the wallet's name.
  ...wallets.map((wallet) =>
    journeyRow({
      event: walletPaymentStartedWith(wallet),
      trigger: walletNames[wallet],
      started: paymentStarted,
      flow: payWithWallet,
      fail: failPayment,
    }),
  ),
  journeyRow({
    event: withdrawRequested,
    trigger: withdrawTrigger,
    started: withdrawalStarted,
    flow: withdraw,
    fail: failWithdraw,
  }),
];

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
}
