// Every way the trail grows, as one table (spec §2 "processing", §4; issue 40 "One trigger
// runner"): which event starts an entry, the terminal trigger it records under, whether the
// slices took the event, how it runs beside the others, the flow that runs it and the kind of
// state a failure ends (fail-journey.ts). Start here: a screen (or the stream, the clock, a
// journey's own ending) dispatches one of these events, and its row names the flow in flows/.
// The runner (journey-runner.ts) opens each entry with openJourney and ends it with
// finishPayment (a payment's result) or failJourney (anything thrown).
// - The shopper's journeys run one at a time: a new one supersedes the running one, and a reset
//   (demo choice, Apply Settings) stops it. A start event the slices refused (a double submit
//   while one is processing) starts nothing.
// - Everything else runs beside them: saved-card edits, the orders back office, the demo clock,
//   the merchant's billing job, the provider's webhooks and the inspector's calls, and the
//   entries that make no call.
import { wallets, walletNames } from '../../config/paths';
import { appStarted } from '../../lib/app-events';
import type { AppStartListening } from '../../lib/listener';
import type { RootState } from '../../app/store';
import { testCardSettingsSwitched } from '../site-config';
import {
  buyNowPressed,
  cardAdded,
  cardAddRequested,
  cardDeleteRequested,
  cardPaymentSubmitted,
  cardReplaceRequested,
  cardUpdateRequested,
  checkoutSessionCreated,
  hostedPaymentRequested,
  localPaymentStarted,
  orderActionRequested,
  orderOpened,
  orderRefreshRequested,
  recurringPaymentRequested,
  webhookReceived,
  withdrawRequested,
} from './events';
import { addCard, addCardTrigger } from './flows/add-card-flow';
import { billingTrigger, chargeRenewal, isPastDueCardReplaced } from './flows/billing-flow';
import { clockTrigger, listenForClock, moveClock } from './flows/clock-flow';
import {
  deleteAllTokens,
  deleteAllTokensTrigger,
  isDeletingAll,
} from './flows/delete-all-tokens-flow';
import {
  deleteCard,
  deleteCardTrigger,
  updateCard,
  updateCardTrigger,
} from './flows/edit-card-flows';
import {
  checkoutSdkTrigger,
  recordCheckoutSession,
  recordSettingsSwitch,
  settingsChangeTrigger,
} from './flows/note-flows';
import { actOnOrder, refreshOrderTrigger, viewOrder, viewOrderTrigger } from './flows/order-flows';
import { payRecurring, recurringPaymentTrigger } from './flows/pay-recurring-flow';
import { cardPaymentTrigger, payWithCard } from './flows/pay-with-card-flow';
import { payOnHostedPageTrigger, payWithHostedPage } from './flows/pay-with-hosted-page-flow';
import { localPaymentTrigger, payWithLocalMethod } from './flows/pay-with-local-method-flow';
import { payWithStoredCard, storedCardTrigger } from './flows/pay-with-stored-card-flow';
import { payWithWallet, walletPaymentStartedWith } from './flows/pay-with-wallet-flow';
import { replaceCard, replaceCardTrigger } from './flows/replace-card-flow';
import {
  faultsOffTrigger,
  faultSwitchTrigger,
  listenForWebhookReadings,
  recordWebhookArrival,
  resendTrigger,
  resendWebhook,
  scenarioTrigger,
  switchWebhookFault,
  triggerScenario,
  turnWebhookFaultsOff,
  webhookTriggerName,
} from './flows/webhook-flows';
import { withdraw, withdrawTrigger } from './flows/withdraw-flow';
import {
  always,
  journeyRow,
  listenForRows,
  trailRow,
  type EventCreator,
  type JourneyRow,
} from './journey-runner';
import { orderActionTriggers } from './order-ledger';
import {
  cardEditStarted,
  clockMoveTaken,
  faultsKnown,
  orderActionStarted,
  orderReadingStarted,
  paymentStarted,
  renewalDue,
  resendTaken,
  scenarioTaken,
  tokenProcessStarted,
  withdrawalStarted,
} from './row-starts';
import { renewalAnswered } from './slices/billing-slice';
import { clockMoved, clockMoveStarted } from './slices/clock-slice';
import { allTokensDeletionRequested, tokenSaved } from './slices/tokens-slice';
import {
  scenarioTriggerRequested,
  webhookFaultSwitched,
  webhookFaultsTurnedOff,
  webhookResendRequested,
} from './slices/webhook-tools-slice';

/** The billing job's rows: one attempt per run, under the attempt's own trigger. */
const billingRows = (
  events: readonly EventCreator<unknown>[],
  started: (before: RootState, after: RootState) => boolean,
) =>
  events.map((event) =>
    journeyRow({
      event,
      trigger: (_payload, state) => billingTrigger(state),
      started,
      runs: 'beside',
      flow: chargeRenewal,
      ending: 'renewal',
    }),
  );

export const journeys: readonly JourneyRow[] = [
  // ---- The shopper's journeys: one at a time, the processing screen follows them ----
  journeyRow({
    event: cardPaymentSubmitted,
    // 'Pay with card', or 'Subscribe' for a subscription's first payment.
    trigger: cardPaymentTrigger,
    started: paymentStarted,
    runs: 'journey',
    flow: payWithCard,
    ending: 'payment',
  }),
  journeyRow({
    // 'Buy Now' in the basket, the card check's 'Continue with payment', gambling's top-up.
    event: buyNowPressed,
    trigger: storedCardTrigger,
    started: paymentStarted,
    runs: 'journey',
    flow: payWithStoredCard,
    ending: 'payment',
  }),
  journeyRow({
    event: cardAddRequested,
    trigger: addCardTrigger,
    started: tokenProcessStarted,
    runs: 'journey',
    flow: addCard,
    ending: 'card',
  }),
  journeyRow({
    event: hostedPaymentRequested,
    trigger: payOnHostedPageTrigger,
    started: paymentStarted,
    runs: 'journey',
    flow: payWithHostedPage,
    ending: 'hostedPage',
  }),
  journeyRow({
    event: recurringPaymentRequested,
    trigger: recurringPaymentTrigger,
    started: paymentStarted,
    runs: 'journey',
    flow: payRecurring,
    ending: 'payment',
  }),
  journeyRow({
    event: cardReplaceRequested,
    trigger: replaceCardTrigger,
    started: tokenProcessStarted,
    runs: 'journey',
    flow: replaceCard,
    ending: 'card',
  }),
  // Spec §4 "Express demo": one row per wallet, recorded under the wallet's name.
  ...wallets.map((wallet) =>
    journeyRow({
      event: walletPaymentStartedWith(wallet),
      trigger: walletNames[wallet],
      started: paymentStarted,
      runs: 'journey',
      flow: payWithWallet,
      ending: 'payment',
    }),
  ),
  // Issue 45: a local method through the provider's APMs API ('Pay with iDEAL', …).
  journeyRow({
    event: localPaymentStarted,
    trigger: localPaymentTrigger,
    started: paymentStarted,
    runs: 'journey',
    flow: payWithLocalMethod,
    ending: 'payment',
  }),
  journeyRow({
    event: withdrawRequested,
    trigger: withdrawTrigger,
    started: withdrawalStarted,
    runs: 'journey',
    flow: withdraw,
    ending: 'payout',
  }),

  // ---- Saved cards, beside the journey (the edit-card screen; a demo choice or a reload) ----
  journeyRow({
    event: cardUpdateRequested,
    trigger: updateCardTrigger,
    started: cardEditStarted('updatingTokenId'),
    runs: 'beside',
    flow: updateCard,
    ending: 'cardUpdate',
  }),
  journeyRow({
    event: cardDeleteRequested,
    trigger: deleteCardTrigger,
    started: cardEditStarted('deletingTokenId'),
    runs: 'beside',
    flow: deleteCard,
    ending: 'cardDelete',
  }),
  ...[allTokensDeletionRequested, appStarted].map((event) =>
    journeyRow({
      event,
      trigger: deleteAllTokensTrigger,
      started: isDeletingAll,
      runs: { latestOf: 'deleteAll' },
      flow: deleteAllTokens,
      ending: 'deleteAll',
    }),
  ),

  // ---- The orders back office (issue 29): readings replace each other, actions run once ----
  journeyRow({
    event: orderOpened,
    trigger: viewOrderTrigger,
    started: orderReadingStarted,
    runs: { latestOf: 'orderReading' },
    flow: viewOrder,
    ending: 'orderReading',
  }),
  journeyRow({
    event: orderRefreshRequested,
    trigger: refreshOrderTrigger,
    started: orderReadingStarted,
    runs: { latestOf: 'orderReading' },
    flow: viewOrder,
    ending: 'orderReading',
  }),
  journeyRow({
    event: orderActionRequested,
    trigger: ({ kind }) => orderActionTriggers[kind],
    started: orderActionStarted,
    runs: 'beside',
    flow: actOnOrder,
    ending: 'orderReading',
  }),

  // ---- Time and the merchant (issue 31) ----
  trailRow({
    event: clockMoveStarted,
    trigger: clockTrigger,
    started: clockMoveTaken,
    runs: 'beside',
    flow: moveClock,
    ending: 'clockMove',
  }),
  // The merchant's billing job charges what is due: after the clock moved, after an attempt
  // was answered (the clock may have reached the next one too), and when a past-due plan's card
  // was replaced (added from the account, or saved by a payment).
  ...billingRows([clockMoved, renewalAnswered], renewalDue),
  ...billingRows([cardAdded, tokenSaved], isPastDueCardReplaced),

  // ---- The provider speaking first (issue 30), and the inspector's calls ----
  trailRow({
    event: webhookReceived,
    trigger: webhookTriggerName,
    started: always,
    runs: 'beside',
    flow: recordWebhookArrival,
    ending: 'note',
  }),
  trailRow({
    event: webhookResendRequested,
    trigger: resendTrigger,
    started: resendTaken,
    runs: 'beside',
    flow: resendWebhook,
    ending: 'resend',
  }),
  trailRow({
    event: webhookFaultSwitched,
    trigger: faultSwitchTrigger,
    started: faultsKnown,
    runs: 'beside',
    flow: switchWebhookFault,
    ending: 'faultSwitch',
  }),
  trailRow({
    event: webhookFaultsTurnedOff,
    trigger: faultsOffTrigger,
    started: faultsKnown,
    runs: 'beside',
    flow: turnWebhookFaultsOff,
    ending: 'faultSwitch',
  }),
  trailRow({
    event: scenarioTriggerRequested,
    trigger: scenarioTrigger,
    started: scenarioTaken,
    runs: 'beside',
    flow: triggerScenario,
    ending: 'scenario',
  }),

  // ---- Entries that make no call ----
  trailRow({
    event: checkoutSessionCreated,
    trigger: checkoutSdkTrigger,
    started: always,
    runs: 'beside',
    flow: recordCheckoutSession,
    ending: 'note',
  }),
  trailRow({
    event: testCardSettingsSwitched,
    trigger: settingsChangeTrigger,
    started: always,
    runs: 'beside',
    flow: recordSettingsSwitch,
    ending: 'note',
  }),
];

/**
 * Registers the journey table on the store's listener, and beside it the readings that draw
 * the chrome without growing the trail: the demo clock's face, the webhook inspector's
 * deliveries and faults.
 */
export function listenForJourneys(startListening: AppStartListening): void {
  listenForRows(startListening, journeys);
  listenForClock(startListening);
  listenForWebhookReadings(startListening);
}
