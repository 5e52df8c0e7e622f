// How a payment journey ends (spec §4 "Payment outcome", §8 "Error catalogue"):
// - authorized: what the payment was for decides what happens to the cart and the balance
//   (purpose.ts: a basket empties the cart and raises the balance by the amount, a top-up only
//   raises it, …), success is recorded, the token is saved when the shopper asked, and marked
//   subsequent for its next payment;
// - anything else: declined; an error: error. Either way the draft token is dropped, and the
//   card and 3DS data are reset by the slices; the cart stays so the shopper can try again.
// The status is dispatched last: the processing screen navigates on it, and by then the rest
// of the state is final.
import type { Token } from '@sjd/contracts';
import { ConfigUnavailable, isCancellation, type FlowApi, type Journey } from '../../lib/journey';
import { ProviderCallError } from '../../lib/provider-types';
import { failureEvents } from '../event-log';
import { draftTokenCleared, tokenSaved, tokenUsedForPayment } from '../tokens';
import type { PaymentPurpose } from './payment-events';
import {
  paymentAuthorized,
  paymentDeclined,
  paymentFailed,
  type PaymentAuth,
} from './payment-slice';
import { settleMoney } from './purpose';

/** What the payment call (and everything before it) came to. */
export type PaymentResult =
  | { kind: 'authorized'; auth: PaymentAuth }
  | { kind: 'declined'; reason: string; auth?: PaymentAuth }
  | { kind: 'error'; error: string };

export interface PaymentEnding {
  /** What the money was for: decides what an authorization does to the cart and the balance. */
  purpose: PaymentPurpose;
  /** The token to add to the saved cards ('remember my details'). */
  tokenToSave?: Token;
  /** The saved token this payment used: its next payment is 'subsequent'. */
  usedTokenId?: string;
}

export function finishPayment(
  journey: Journey,
  result: PaymentResult,
  extras: PaymentEnding,
): void {
  const { api } = journey;
  switch (result.kind) {
    case 'authorized': {
      settleMoney(api.dispatch, extras.purpose, result.auth.amount);
      journey.note({
        title: 'Payment authorized',
        plainText: `${result.auth.outcome}: ${result.auth.transactionReference}`,
        api: 'Payment',
        icon: 'success',
      });
      if (extras.tokenToSave) api.dispatch(tokenSaved(extras.tokenToSave));
      const used = extras.usedTokenId ?? extras.tokenToSave?.tokenId;
      if (used) api.dispatch(tokenUsedForPayment(used));
      api.dispatch(draftTokenCleared());
      api.dispatch(paymentAuthorized(result.auth));
      return;
    }
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

/**
 * A journey that threw: cancellations end silently; a provider error answer is recorded as
 * 'Payment failed' (failures on the way to the provider are already in the terminal as
 * 'Request failed'); the payment lands on the error status.
 */
export function failPayment(api: FlowApi, journey: Journey | null, error: unknown): void {
  if (isCancellation(api, error)) return;
  const message = error instanceof Error ? error.message : 'The payment failed';
  if (journey && error instanceof ProviderCallError && !error.isRequestFailure) {
    journey.note({
      title: failureEvents.paymentFailed,
      plainText: message,
      api: 'Payment',
      icon: 'error',
    });
  }
  if (!(error instanceof ProviderCallError || error instanceof ConfigUnavailable)) {
    // A bug, not a provider answer: keep it visible to developers as well.
    console.error(error);
  }
  api.dispatch(draftTokenCleared());
  api.dispatch(paymentFailed({ error: message }));
}
