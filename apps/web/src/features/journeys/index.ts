// The journeys' public face: what screens, shops, the store and other features may use of the
// journey engine (spec §4). Nothing outside this folder imports its files directly (ESLint).
// To follow a journey: the screen dispatches a start event from here → journey-table.ts names the
// flow that runs it → flows/<name>-flow.ts reads top to bottom. Inside the folder, in layers (a
// file imports only the layers below it, so there is no import cycle):
//   types.ts, browser-data.ts      what the events carry
//   events.ts                      every event more than one slice answers
//   slices/                        payment, tokens, session, 3DS, fraud, payout, hosted page
//   journey.ts, purpose.ts         openJourney: a trail entry's trigger and calls; what money
//                                  does per purpose
//   end-journey.ts, fail-journey.ts  finishPayment and failJourney: the one way an entry ends
//   steps/                         provider steps (tokens, 3DS, FraudSight, payments, wallets)
//   flows/                         one async function per intent
//   journey-runner.ts              how a row runs (openJourney → flow → ending), its lanes
//   journey-table.ts               every way the trail grows: event → trigger → flow → ending
//   processing.ts                  what the processing and withdrawing screens show and where
//                                  they go next
// Beside the shopper's journeys the table holds the orders back office (issue 29), the demo
// clock and the merchant's billing job (issue 31), the provider's webhooks and the inspector's
// calls (issue 30).
import { billingSlice } from './slices/billing-slice';
import { clockSlice } from './slices/clock-slice';
import { fraudSlice } from './slices/fraud-slice';
import { apmSlice } from './slices/apm-slice';
import { hppSlice } from './slices/hpp-slice';
import { ordersSlice } from './slices/orders-slice';
import { paymentSlice } from './slices/payment-slice';
import { payoutSlice } from './slices/payout-slice';
import { sessionSlice } from './slices/session-slice';
import { threeDsSlice } from './slices/three-ds-slice';
import { tokensSlice } from './slices/tokens-slice';
import { webhookToolsSlice } from './slices/webhook-tools-slice';

/** The engine's slices, for the store's root reducer. */
export const journeySlices = [
  sessionSlice,
  tokensSlice,
  paymentSlice,
  threeDsSlice,
  fraudSlice,
  hppSlice,
  apmSlice,
  payoutSlice,
  ordersSlice,
  clockSlice,
  billingSlice,
  webhookToolsSlice,
] as const;
export { listenForJourneys } from './journey-table';
/** The trigger an added card records under (a replayed processing screen names it, issue 44). */
export { addCardTrigger } from './flows/add-card-flow';
export type { FlowTiming } from './journey';

// What the events carry.
export type * from './types';
export type { BrowserData } from './browser-data';

// The events screens dispatch: each starts a journey, reports the browser, or acknowledges a result.
export {
  buyNowPressed,
  cardAddRequested,
  cardDeleteRequested,
  cardPaymentSubmitted,
  cardReplaceRequested,
  cardUpdateRequested,
  hostedPaymentRequested,
  localPaymentStarted,
  paymentJourneyReset,
  paymentOutcomeAcknowledged,
  payoutOutcomeAcknowledged,
  recurringPaymentRequested,
  tokenProcessReset,
  walletPaymentCancelled,
  walletPaymentStarted,
  walletSheetFinished,
  withdrawRequested,
  webhookReceived,
  checkoutSessionCreated,
  type CheckoutSessionReport,
} from './events';
export { challengeReceived, deviceDataCollected } from './slices/three-ds-slice';
export {
  hostedLibrarySetUp,
  hostedPageLeft,
  hostedPageUnavailable,
  hostedResultReceived,
} from './slices/hpp-slice';
export { readHostedResult } from './steps/hosted-result';
export {
  apmLeft,
  apmReturned,
  finalWaitingEvents,
  selectApmStep,
  selectApmWaiting,
  type ApmStep,
  type ApmWaiting,
} from './slices/apm-slice';
export {
  billingCountries,
  countryNames,
  defaultBillingCountry,
  localMethodLabel,
  offeredLocalMethods,
  testIban,
  type LocalMethod,
} from './local-methods';

// The state the screens read.
export { paymentMethodTexts } from './payment-methods';
export {
  selectIsPaymentProcessing,
  selectPayment,
  selectPaymentAuth,
  selectPaymentStatus,
  type PaymentStatus,
} from './slices/payment-slice';
export {
  allTokensDeletionRequested,
  selectDeletingTokenId,
  selectDraftToken,
  selectIsDeletingAllTokens,
  selectSavedToken,
  selectSavedTokens,
  selectTokenConflictStatus,
  selectTokenError,
  selectTokenStatus,
  selectUpdatingTokenId,
  type SavedToken,
  type TokenStatus,
} from './slices/tokens-slice';
// For the persisted state (app/persisted-state.ts): what a reload keeps of the session and the
// saved cards, and their defaults.
export { initialTokensState, type TokensState } from './slices/tokens-slice';
export { initialSessionState } from './slices/session-slice';
// One story per shop from the provider's answers and applied events (issue 43).
export {
  appliedEventOf,
  ledgerTotal,
  maxEventsPerOrder,
  maxMovements,
  fundsNoticeText,
  storyStatusOf,
  type AppliedEvent,
  type FundsLedger,
  type FundsNotice,
} from './story-ledger';
export {
  accountBalanceChanged,
  namespaceGenerated,
  fundsNoticeDismissed,
  selectAccountBalance,
  selectFundsNotice,
  selectCurrentToken,
  selectNamespace,
  selectSelectedToken,
  sessionReset,
  tokenSelected,
  type SessionState,
} from './slices/session-slice';
export {
  selectChallengeFrame,
  selectDeviceDataFrame,
  type ChallengeData,
  type DeviceDataCollection,
} from './slices/three-ds-slice';
export {
  selectHostedPageStep,
  type HostedPageProblem,
  type HostedPageStep,
} from './slices/hpp-slice';
export {
  selectIsWithdrawing,
  selectPayout,
  selectPayoutStatus,
  type PayoutStatus,
} from './slices/payout-slice';
export {
  payoutFamilies,
  selectPayoutDestination,
  selectPayoutReason,
  type PayoutFamily,
} from './payout-outcome';
export {
  payoutNext,
  processingNext,
  selectIsPaymentPending,
  selectIsProcessing,
  selectProcessingDestination,
  selectProcessingText,
  type NextScreen,
  type ProcessingDestination,
} from './processing';
export { maxFundsAmount } from './purpose';

// The orders back office (issue 29).
export { orderActionRequested, orderOpened, orderPlaced, orderRefreshRequested } from './events';
export {
  initialOrdersState,
  maxStoredOrders,
  orderClosed,
  selectHasOrder,
  selectOpenOrder,
  selectOrderDetail,
  selectOrders,
  type OrderDetailStatus,
  type OrderNotice,
  type OrdersState,
  type OrderView,
} from './slices/orders-slice';
export {
  eventTitle,
  isPartialAction,
  ledgerOf,
  orderActionKinds,
  orderActionLabels,
  orderMoney,
  partialSettlementCount,
  timelineOf,
  type OfferedAction,
  type OrderActionKind,
  type OrderLedger,
  type TimelineEntry,
} from './order-ledger';
export { hasFailedCheck, riskSummary } from './risk-factors';

// The demo clock and the merchant's billing job (issue 31).
export {
  clockLoadRequested,
  clockMoveLabels,
  clockMoveRequested,
  demoNowMs,
  selectClock,
  type ClockMoveKind,
} from './slices/clock-slice';
export {
  dunningRetryDays,
  initialBillingState,
  selectBillingRunning,
  selectSubscription,
  storedBillingSchema,
  type BillingState,
  type StoredBilling,
  type Subscription,
} from './slices/billing-slice';
export { journeyInFlight } from './clock-rules';

// The provider's webhooks and the inspector (issue 30).
export { faultTexts } from './webhook-texts';
export { scenarioLabel, webhooksApi } from './flows/webhook-flows';
export {
  scenarioTriggerRequested,
  selectFaultSwitches,
  selectResend,
  selectScenarioRun,
  selectWebhookDeliveries,
  webhookDeliveriesRequested,
  webhookFaultsRequested,
  webhookFaultSwitched,
  webhookFaultsTurnedOff,
  webhookResendRequested,
} from './slices/webhook-tools-slice';
