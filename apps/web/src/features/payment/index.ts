// The payment feature's public face for the screens: the events that start a payment, the
// selectors that follow it, and what the processing screen routes on. Flows and slices behind
// it are internal.
export {
  buyNowPressed,
  cardPaymentSubmitted,
  paymentOutcomeAcknowledged,
  walletPaymentCancelled,
  walletPaymentStarted,
  type CardEntry,
  type CardPaymentRequest,
  type PaymentCharge,
  type PaymentPurpose,
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
  selectIsProcessing,
  selectProcessingDestination,
  selectProcessingText,
  type ProcessingDestination,
} from './processing';
// For the express wallets' flow (features/express): the charge check and the outcome step every
// payment journey ends with.
export { chargedValue } from './pay-with-card-flow';
export { finishPayment, type PaymentResult } from './payment-outcome';
// For the slices that answer a payment's events (session: the card of the payment).
export { paymentAuthorized, paymentDeclined, paymentFailed } from './payment-slice';
