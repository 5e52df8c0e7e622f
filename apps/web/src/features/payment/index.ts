// The payment feature's public face for the screens: the events that start a payment, the
// selectors that follow it, and what the processing screen routes on. Flows and slices behind
// it are internal.
export {
  buyNowPressed,
  cardPaymentSubmitted,
  paymentOutcomeAcknowledged,
  type CardEntry,
  type CardPaymentRequest,
  type PaymentCharge,
  type PaymentPurpose,
  type SecurityCode,
  type StoredCardPaymentRequest,
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
// For the slices that answer a payment's events (session: the card of the payment).
export { paymentAuthorized, paymentDeclined, paymentFailed } from './payment-slice';
// For the payout flow: the same amount rules and the same balance table (purpose 'withdraw').
export { chargeProblem, maxFundsAmount, settleMoney } from './purpose';
