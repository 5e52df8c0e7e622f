// What the screens that wait for a journey need (spec §2 "{base}/processing", "{base}/withdrawing",
// §4 "Payment status", "Tokens", "Payout and withdrawal"): whether the shopper should be on them,
// their text, and which screen of the shop comes once the journey is over — by the shop's rules
// in the route table (digital's replace-card after an added card, gambling's add-funds when the
// card was added on the way to a top-up, the payout outcome families' screens). The route modules
// only turn that screen into a path of their shop.
import { createSelector } from '@reduxjs/toolkit';
import type { Token } from '@sjd/contracts';
import type { RootState } from '../../app/store';
import type { ScreenId } from '../../config/paths';
import type { ShopProfile } from '../../config/shops';
import {
  cardNavigationState,
  type ShopNavigationState,
  type TransactionType,
} from '../../lib/navigation-state';
import type { PayoutFamily } from './payout-outcome';
import { purposeEffects } from './purpose';
import type { PaymentOutcomeStatus } from './slices/payment-slice';

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

/** A screen of the shop, and the navigation state that travels with it. */
export interface NextScreen {
  screen: ScreenId;
  state?: ShopNavigationState;
}

/**
 * Where the processing screen goes once the journey is over (spec §2 "{base}/processing"): a
 * payment status to {base}/{status}; an added card to the shop's cardAdded screen (with the first
 * saved card when the shop asks for it) or, on the way to adding funds, to add-funds; a card that
 * could not be added to {base}/addCardfailed.
 */
export function processingNext(
  rules: ShopProfile,
  destination: ProcessingDestination,
  savedTokens: readonly Token[],
): NextScreen {
  switch (destination.kind) {
    case 'payment': {
      const { status, transactionType } = destination;
      return transactionType === 'payment'
        ? { screen: status }
        : { screen: status, state: { transactionType } };
    }
    case 'cardAdded': {
      if (destination.isAddingFunds && rules.cardAddedWhileAddingFunds) {
        return { screen: rules.cardAddedWhileAddingFunds };
      }
      const rule = rules.cardAdded ?? { to: rules.idle, withFirstToken: false };
      const first = savedTokens[0];
      return rule.withFirstToken && first
        ? { screen: rule.to, state: cardNavigationState(first) }
        : { screen: rule.to };
    }
    case 'cardAddFailed':
      return { screen: 'addCardFailed' };
  }
}

/**
 * Where the withdrawing screen goes once the payout is over (spec §4 "Payout and withdrawal"):
 * the shop's screen for the outcome's family, with transaction type 'withdraw' so the result
 * screens use the withdrawal's words.
 */
export function payoutNext(rules: ShopProfile, family: PayoutFamily): NextScreen {
  return { screen: rules.payout?.[family] ?? rules.idle, state: { transactionType: 'withdraw' } };
}
