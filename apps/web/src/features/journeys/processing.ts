// What the processing screen needs (spec §2 "{base}/processing", §4 "Payment status", "Tokens"):
// whether the shopper should be on it, its text, and where to go once the journey is over.
// The screen maps a destination to a route of its shop ({base}/success, {base}/account, …) with
// the shop's rules from the route table (digital's replace-card after an added card, gambling's
// add-funds when the card was added on the way to a top-up).
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import type { TransactionType } from '../../lib/navigation-state';
import type { PaymentOutcomeStatus } from './slices/payment-slice';
import { purposeEffects } from './purpose';

export type ProcessingDestination =
  /** {base}/success, {base}/declined or {base}/error, for what the payment paid for. */
  | { kind: 'payment'; status: PaymentOutcomeStatus; transactionType: TransactionType }
  /** Token status success: {base}/account (digital: {base}/account/replace-card). */
  | { kind: 'cardAdded'; isAddingFunds: boolean }
  /** Token status failure: {base}/addCardfailed. */
  | { kind: 'cardAddFailed' };

/** Payment status processing, or a token being processed, routes to the processing screen. */
export const selectIsProcessing = (state: RootState): boolean =>
  state.payment.paymentStatus === 'processing' || state.tokens.tokenStatus === 'processing';

/**
 * A hosted payment the provider reported pending (spec §4 "Hosted payment": pending →
 * {base}/processing): no journey runs any more; the processing screen says so.
 */
export const selectIsPaymentPending = (state: RootState): boolean =>
  state.payment.paymentStatus === 'pending';

/** Spec §2: 'Adding card' while a token is processed, otherwise 'Processing payment'. */
export const selectProcessingText = (state: RootState): 'Adding card' | 'Processing payment' =>
  state.tokens.tokenStatus === 'processing' ? 'Adding card' : 'Processing payment';

/** Where the processing screen goes next; null while the journey runs (or none ran). */
export const selectProcessingDestination = createSelector(
  [
    (state: RootState) => state.payment.paymentStatus,
    (state: RootState) => state.payment.purpose,
    (state: RootState) => state.tokens.tokenStatus,
    (state: RootState) => state.tokens.addingFunds,
  ],
  (paymentStatus, purpose, tokenStatus, isAddingFunds): ProcessingDestination | null => {
    if (paymentStatus === 'success' || paymentStatus === 'declined' || paymentStatus === 'error') {
      const transactionType = purpose ? purposeEffects[purpose].resultType : 'payment';
      return { kind: 'payment', status: paymentStatus, transactionType };
    }
    if (tokenStatus === 'success') return { kind: 'cardAdded', isAddingFunds };
    if (tokenStatus === 'failure') return { kind: 'cardAddFailed' };
    return null;
  },
);
