// The payment feature's public face for the screens: the events that start a payment, the
// selectors that follow it, and what the processing screen routes on. Flows and slices behind
// it are internal.
export {
  buyNowPressed,
  cardPaymentSubmitted,
  hostedPaymentRequested,
  paymentOutcomeAcknowledged,
  recurringPaymentRequested,
  walletPaymentCancelled,
  walletPaymentStarted,
  type CardEntry,
  type CardPaymentRequest,
  type HostedPaymentRequest,
  type PaymentCharge,
  type PaymentPurpose,
  type RecurringPaymentRequest,
  type SecurityCode,
  type StoredCardPaymentRequest,
  type WalletPaymentRequest,
  type WalletResultUrls,
} from './payment-events';
export {
  paymentMethods,
  selectIsPaymentProcessing,
  selectPayment,
  selectPaymentAuth,
  selectPaymentStatus,
  type PaymentAuth,
  type PaymentStatus,
} from './payment-slice';
export {
  selectIsPaymentPending,
  selectIsProcessing,
  selectProcessingDestination,
  selectProcessingText,
  type ProcessingDestination,
} from './processing';
// For the slices that answer a payment's events (session: the card of the payment) and the flows
// of other features that end a payment (the hosted payment page, the express wallets): the charge
// check and the outcome step every payment journey ends with.
export {
  paymentAbandoned,
  paymentAuthorized,
  paymentDeclined,
  paymentFailed,
  paymentPending,
} from './payment-slice';
export { chargedValue } from './pay-with-card-flow';
export { finishPayment, type PaymentResult } from './payment-outcome';
// For the payout flow: the same amount rules and the same balance table (purpose 'withdraw').
export { chargeProblem, maxFundsAmount, settleMoney } from './purpose';
