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
// - failJourney: a journey threw. Cancellations end silently; a provider's error answer gets the
//   journey's descriptor from spec §8's list (failures on the way to the provider are already in
//   the terminal as 'Request failed', recorded by the provider client); the draft token goes and
//   the journey's failure event puts its flow in the error state (the slices reset card, token and
//   3DS data on it, spec §8).
import { providerApis, type Token, type Value } from '@sjd/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import { ProviderCallError } from '../../lib/provider-types';
import { failureEvents, type FailureEvent } from '../event-log';
import { cardAddFailed, paymentAuthorized, paymentDeclined, paymentFailed } from './events';
import { ConfigUnavailable, isCancellation, type FlowApi, type Journey } from './journey';
import { placePaymentOrder } from './place-order';
import { chargeProblem, settleMoney } from './purpose';
import { hasFailedCheck, riskSummary } from './risk-factors';
import { hostedPageUnavailable } from './slices/hpp-slice';
import { paymentAbandoned, paymentPending } from './slices/payment-slice';
import { payoutFailed } from './slices/payout-slice';
import { draftTokenCleared, tokenSaved, tokenUsedForPayment } from './slices/tokens-slice';
import type { PaymentAuth, PaymentCharge, PaymentPurpose } from './types';

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
}

export function finishPayment(
  journey: Journey,
  result: PaymentResult,
  ending: PaymentEnding,
): void {
  const { api } = journey;
  switch (result.kind) {
    case 'authorized': {
      // The order joins the visitor's orders first, while the cart still holds its lines.
      placePaymentOrder(
        api.getState(),
        api.dispatch,
        result.auth,
        ending.purpose,
        ending.walletName,
      );
      settleMoney(api.dispatch, ending.purpose, result.auth.amount);
      if (!ending.isOutcomeRecorded) {
        // What the provider's risk factors said, in words (issue 35: a CVC mismatch looked clean).
        const risks = riskSummary(result.auth.riskFactors);
        journey.note({
          title: 'Payment authorized',
          plainText: `${result.auth.outcome}: ${result.auth.transactionReference}${risks ? ` — the provider's risk factors: ${risks}` : ''}`,
          api: 'Payment',
          icon: hasFailedCheck(result.auth.riskFactors) ? 'warning' : 'success',
        });
      }
      if (ending.tokenToSave) api.dispatch(tokenSaved(ending.tokenToSave));
      const used = ending.usedTokenId ?? ending.tokenToSave?.tokenId;
      if (used) api.dispatch(tokenUsedForPayment(used));
      api.dispatch(draftTokenCleared());
      api.dispatch(paymentAuthorized(result.auth));
      return;
    }
    case 'pending':
      // The order is placed; the provider settles it later.
      placePaymentOrder(
        api.getState(),
        api.dispatch,
        result.auth,
        ending.purpose,
        ending.walletName,
      );
      settleMoney(api.dispatch, ending.purpose, result.auth.amount);
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

/**
 * What a journey that threw comes to, by the state it runs in:
 * - payment: the payment's error status ({base}/error);
 * - card: the token process fails ({base}/addCardfailed; add card and replace card);
 * - payout: the payout fails ({base}/error as a withdrawal, the balance unchanged);
 * - hostedPage: nothing was charged and the shopper stays on the order, told why, with 'Try
 *   again' (the page could not be created or shown).
 */
export type JourneyKind = 'payment' | 'card' | 'payout' | 'hostedPage';

interface FailureRule {
  /** Spec §8's descriptor for a provider's error answer, and the API the terminal names. */
  title: FailureEvent;
  api: string;
  /** The message when what was thrown is not an Error. */
  fallback: string;
  /** The events that put the journey's state in its failure. */
  failed(message: string): UnknownAction[];
}

const failureRules: Record<JourneyKind, FailureRule> = {
  payment: {
    title: failureEvents.paymentFailed,
    api: 'Payment',
    fallback: 'The payment failed',
    failed: (error) => [paymentFailed({ error })],
  },
  card: {
    // Creating the verified token or the account verification was answered with an error.
    title: failureEvents.verificationFailed,
    api: 'Tokens',
    fallback: 'Adding the card failed',
    failed: (error) => [cardAddFailed({ error })],
  },
  payout: {
    title: failureEvents.paymentFailed,
    api: providerApis.payouts.title,
    fallback: 'The withdrawal failed',
    failed: (error) => [payoutFailed({ error })],
  },
  hostedPage: {
    title: failureEvents.paymentFailed,
    api: providerApis.hostedPaymentPages.title,
    fallback: 'The payment page could not be created.',
    failed: (message) => [
      hostedPageUnavailable({ problem: 'initialisation', message }),
      paymentAbandoned({ reason: message }),
    ],
  },
};

export function failJourney(
  api: FlowApi,
  journey: Journey | null,
  error: unknown,
  kind: JourneyKind,
): void {
  if (isCancellation(api, error)) return;
  const rule = failureRules[kind];
  const message = error instanceof Error ? error.message : rule.fallback;
  if (error instanceof ProviderCallError) {
    // A provider's error answer (its body is in the terminal) gets its descriptor (spec §8).
    if (journey && !error.isRequestFailure) {
      journey.note({ title: rule.title, plainText: message, api: rule.api, icon: 'error' });
    }
  } else if (!(error instanceof ConfigUnavailable)) {
    // A bug, not a provider answer: keep it visible to developers as well.
    console.error(error);
  }
  api.dispatch(draftTokenCleared());
  for (const event of rule.failed(message)) api.dispatch(event);
}
