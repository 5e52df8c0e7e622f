// How journeys end (spec §4 "Payment outcome", "Hosted payment", §8 "Error catalogue"), in one
// place so that every journey ends the same way.
// - finishPayment: a payment journey came to a result.
//   authorized: what the payment was for decides what happens to the cart and the balance
//   (purpose.ts: a basket empties the cart and raises the balance by the amount, a top-up only
//   raises it, …), success is recorded, the token is saved when the shopper asked, and marked
//   subsequent for its next payment;
//   pending (the hosted page's status): the order is placed as for authorized, the provider
//   settles it later; the processing screen says so;
//   declined / error: the cart stays so the shopper can try again.
//   Every result drops the draft token; the slices reset the card and 3DS data on a decline or
//   an error. The status is dispatched last: the screens navigate on it, and by then the rest of
//   the state is final.
//   A payment the merchant took without the shopper (the billing job's renewal) is placed as an
//   order of the plan's shop and folded into the billing schedule; the shopper's screens and
//   card data are not touched.
// - failJourney (fail-journey.ts): a journey threw.
import type { Token, Value } from '@sjd/contracts';
import type { ShopTheme } from '../../config/paths';
import { failureEvents } from '../event-log';
import { paymentAuthorized, paymentDeclined, paymentFailed } from './events';
import type { Journey } from './journey';
import { placePaymentOrder } from './place-order';
import { chargeProblem, settleMoney } from './purpose';
import { hasFailedCheck, riskSummary } from './risk-factors';
import { renewalAnswered } from './slices/billing-slice';
import { paymentPending } from './slices/payment-slice';
import { draftTokenCleared, tokenSaved, tokenUsedForPayment } from './slices/tokens-slice';
import type { OrderMethod, PaymentAuth, PaymentCharge, PaymentPurpose } from './types';

/** What the payment call (and everything before it) came to. */
export type PaymentResult =
  | { kind: 'authorized'; auth: PaymentAuth }
  | { kind: 'pending'; auth: PaymentAuth }
  | { kind: 'declined'; reason: string; auth?: PaymentAuth }
  | { kind: 'error'; error: string };

export interface PaymentEnding {
  /** What the money was for: decides what an authorization does to the cart and the balance. */
  purpose: PaymentPurpose;
  /** The token to add to the saved cards ('remember my details'). */
  tokenToSave?: Token;
  /** The saved token this payment used: its next payment is 'subsequent'. */
  usedTokenId?: string;
  /**
   * The outcome is already in the terminal (the hosted page's result callback records its own
   * event): no 'Payment authorized' note on top of it.
   */
  isOutcomeRecorded?: boolean;
  /** The express wallet that paid (the order names it). */
  walletName?: string;
  /** How the payment was made, and its name, when the payment state's label says too little. */
  method?: OrderMethod;
  methodLabel?: string;
  /**
   * The merchant took it without the shopper (the billing job's renewal of a plan): the order
   * belongs to the plan's shop and the schedule folds the answer.
   */
  merchant?: { shop: ShopTheme };
}

export function finishPayment(
  journey: Journey,
  result: PaymentResult,
  ending: PaymentEnding,
): void {
  const { api } = journey;
  if (ending.merchant) return finishMerchantPayment(journey, result, ending, ending.merchant.shop);
  switch (result.kind) {
    case 'authorized': {
      // The order joins the visitor's orders first, while the cart still holds its lines.
      placePaymentOrder(api.getState(), api.dispatch, result.auth, ending);
      settleMoney(
        api.dispatch,
        ending.purpose,
        result.auth.amount,
        result.auth.transactionReference,
      );
      if (!ending.isOutcomeRecorded) noteAuthorized(journey, result.auth);
      if (ending.tokenToSave) api.dispatch(tokenSaved(ending.tokenToSave));
      const used = ending.usedTokenId ?? ending.tokenToSave?.tokenId;
      if (used) api.dispatch(tokenUsedForPayment(used));
      api.dispatch(draftTokenCleared());
      api.dispatch(paymentAuthorized(result.auth));
      return;
    }
    case 'pending':
      // The order is placed; the provider settles it later.
      placePaymentOrder(api.getState(), api.dispatch, result.auth, ending);
      settleMoney(
        api.dispatch,
        ending.purpose,
        result.auth.amount,
        result.auth.transactionReference,
      );
      api.dispatch(draftTokenCleared());
      api.dispatch(paymentPending(result.auth));
      return;
    case 'declined':
      api.dispatch(draftTokenCleared());
      api.dispatch(paymentDeclined({ reason: result.reason, auth: result.auth }));
      return;
    case 'error':
      api.dispatch(draftTokenCleared());
      api.dispatch(paymentFailed({ error: result.error }));
      return;
  }
}

/** What the provider's risk factors said, in words (issue 35: a CVC mismatch looked clean). */
function noteAuthorized(journey: Journey, auth: PaymentAuth): void {
  const risks = riskSummary(auth.riskFactors);
  journey.note({
    title: 'Payment authorized',
    plainText: `${auth.outcome}: ${auth.transactionReference}${risks ? ` — the provider's risk factors: ${risks}` : ''}`,
    api: 'Payment',
    icon: hasFailedCheck(auth.riskFactors) ? 'warning' : 'success',
  });
}

/**
 * A payment the merchant took (a plan's renewal): every answer is an order of the plan's shop —
 * a refused renewal too, so the visitor can look it up — and the schedule folds the outcome
 * (no answer: not charged). Nothing of the shopper's (cart, card, result screens) changes.
 */
function finishMerchantPayment(
  journey: Journey,
  result: PaymentResult,
  ending: PaymentEnding,
  shop: ShopTheme,
): void {
  const { api } = journey;
  const auth = result.kind === 'error' ? null : (result.auth ?? null);
  if (auth) {
    placePaymentOrder(api.getState(), api.dispatch, auth, { ...ending, shop, method: 'recurring' });
  }
  if (result.kind === 'authorized') {
    noteAuthorized(journey, result.auth);
    if (ending.usedTokenId) api.dispatch(tokenUsedForPayment(ending.usedTokenId));
  }
  const outcome = auth?.outcome ?? 'notCharged';
  api.dispatch(renewalAnswered({ outcome, tokenId: ending.usedTokenId ?? null }));
}

/**
 * The amount the intent carries, in the site currency of the journey; null (after ending the
 * journey with a clear error) when it is not an amount that can be charged.
 */
export function chargedValue(journey: Journey, charge: PaymentCharge): Value | null {
  const problem = chargeProblem(charge);
  if (problem) {
    journey.note({
      title: failureEvents.paymentFailed,
      plainText: problem,
      api: 'Payment',
      icon: 'error',
    });
    finishPayment(journey, { kind: 'error', error: problem }, { purpose: charge.purpose });
    return null;
  }
  return { currency: journey.settings.currency, amount: charge.amount };
}
