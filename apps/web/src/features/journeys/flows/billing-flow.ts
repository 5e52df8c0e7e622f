// The merchant's billing job for a shop's plan (issue 31; the profile's `capabilities.billing`):
// when the demo clock reaches a renewal (or a dunning retry), the merchant charges the saved card
// without the shopper — a merchant-initiated payment quoting the card's scheme reference
// (steps/recurring-payment.ts, as "Take recurring payment" does), under a trigger of its own
// ("Merchant's billing job: renewal 2"), placed as an order of the plan's shop and folded into the
// schedule by finishPayment (slices/billing-slice.ts). A refusal (`RENEWAL_REFUSED`, or a request
// the provider refuses, such as a token that ended with its card) is retried 1, 3 and 7 days
// after it was due; then the subscription is past due until the card is replaced, when the
// outstanding renewal is charged. A renewal is captured as it is authorized (auto-settlement, as
// a merchant that delivers the period at once would), so it settles on the clock instead of
// expiring. A card whose token has ended (its card expired: the token was asked to last as long
// as the card, steps/token-steps.ts) is not charged and not dunned: the shopper is asked to
// replace it (issue 43).
//
// Each attempt is one run of the journey table's billing rows, started by what can make one due:
// the clock moved, the last attempt answered (the clock may have reached the next one too), or
// a past-due subscription's card replaced. Why in the browser: the provider has no billing
// engine, so the merchant's side decides when to charge; in this demo the merchant's state (the
// subscription, its saved card and scheme reference) lives in the visitor's browser, as the
// orders do, and every renewal must show in this visitor's trail as the merchant's call. A real
// merchant runs it on a server, on a timer.
import type { RootState } from '../../../app/store';
import { readableDemoTime as readable, shopperJourneyInFlight } from '../clock-rules';
import { finishPayment, type PaymentResult } from '../end-journey';
import type { Journey } from '../journey';
import {
  cardReplacedWhilePastDue,
  renewalCardEnded,
  renewalStarted,
  tokenEnded,
  type Subscription,
} from '../slices/billing-slice';
import { demoNowMs } from '../slices/clock-slice';
import { canRecur, chargeSubscriptionCard } from '../steps/recurring-payment';

export const billingJobApi = "Merchant's billing job";

/** The card a subscription renews on: the newest saved card (replacing it keeps only one). */
export const subscriptionCard = (state: RootState) => state.tokens.tokens.at(-1) ?? null;

/**
 * The trigger of the attempt now due: "…: renewal 2", "…: retry 1 of renewal 2", or, when the
 * card's token has ended (nothing is charged), "…: renewal 2 (card ended)": the attempt on the
 * card that replaces it is then "…: renewal 2", so the trail names each attempt once.
 */
export function billingTrigger(state: RootState): string {
  const sub = state.billing.subscription;
  const period = (sub?.periodsPaid ?? 0) + 1;
  const attempt =
    sub && sub.failedAttempts > 0
      ? `${billingJobApi}: retry ${sub.failedAttempts} of renewal ${period}`
      : `${billingJobApi}: renewal ${period}`;
  const card = subscriptionCard(state);
  return card && tokenEnded(card, demoNowMs(state.clock)) ? `${attempt} (card ended)` : attempt;
}

/** A renewal or dunning retry the demo clock has reached, with none under way. */
export function isRenewalDue(state: RootState): boolean {
  const sub = state.billing.subscription;
  if (!sub || sub.status !== 'active' || !sub.nextAttemptAt || state.billing.running) return false;
  return Date.parse(sub.nextAttemptAt) <= demoNowMs(state.clock);
}

/** A past-due subscription (or one whose card ended) got a card other than the one it had. */
export function isPastDueCardReplaced(before: RootState, after: RootState): boolean {
  const sub = after.billing.subscription;
  if (!sub || sub.status === 'active' || after.billing.running) return false;
  const now = subscriptionCard(after)?.tokenId;
  return (
    now !== undefined && now !== subscriptionCard(before)?.tokenId && now !== sub.pastDueTokenId
  );
}

export async function chargeRenewal(journey: Journey): Promise<void> {
  const { api } = journey;
  const sub = api.getState().billing.subscription;
  if (!sub) return;
  // One renewal at a time, and the clock stays while it is charged.
  api.dispatch(renewalStarted());
  // The merchant does not charge while the shopper's own journey is under way (a card saved by
  // a payment is saved before that payment ends).
  if (shopperJourneyInFlight(api.getState())) {
    await api.condition((_action, state) => shopperJourneyInFlight(state) === null);
  }
  api.dispatch(
    cardReplacedWhilePastDue({ at: new Date(demoNowMs(api.getState().clock)).toISOString() }),
  );
  const period = sub.periodsPaid + 1;
  const note = (plainText: string, icon: 'info' | 'success' | 'warning' | 'error' = 'info') =>
    journey.note({ title: journey.trigger, plainText, api: billingJobApi, icon });
  const card = subscriptionCard(api.getState());
  const ending = { purpose: 'renewal' as const, merchant: { shop: sub.shop } };
  if (!canRecur(card)) {
    const error = card
      ? 'The saved card has no scheme reference, so the renewal cannot be charged: replace the card.'
      : 'The subscription has no saved card, so the renewal cannot be charged.';
    note(error, 'error');
    finishPayment(journey, { kind: 'error', error }, ending);
    return;
  }
  const now = demoNowMs(api.getState().clock);
  if (tokenEnded(card, now)) {
    note(
      `The plan's period ${period} was due ${readable(sub.dueAt)}, but the saved card (•••• ${card.paymentInstrument.cardNumber.slice(-4)}) can no longer be charged: its token ended ${readable(card.tokenExpiryDateTime)}. The merchant does not charge it, and nothing was refused, so there is no dunning. The shopper is asked to replace the card; renewal ${period} is charged on the new one.`,
      'warning',
    );
    api.dispatch(renewalCardEnded({ tokenId: card.tokenId, endedAt: card.tokenExpiryDateTime }));
    return;
  }
  const retry = sub.failedAttempts > 0 ? ` (dunning retry ${sub.failedAttempts} of 3)` : '';
  note(
    `The plan's period ${period} was due ${readable(sub.dueAt)} on the demo clock${retry}: the merchant charges the saved card without the shopper (a merchant-initiated payment quoting the scheme reference).`,
  );
  const value = { amount: sub.amount, currency: sub.currency };
  const result = await chargeSubscriptionCard(journey, card, value, {
    forScreens: false,
    capture: true,
  });
  finishPayment(journey, result, { ...ending, usedTokenId: card.tokenId });
  const after = api.getState().billing.subscription;
  if (result.kind === 'authorized') {
    note(
      `Renewal ${period} paid and captured (sent for settlement: it settles on the demo clock). Next renewal: ${after ? readable(after.dueAt) : '–'}.`,
      'success',
    );
  } else {
    note(refusalText(period, after, refusalOf(result)), 'warning');
  }
}

/** The issuer's words for a refusal, as the schedule's note quotes them. */
function refusalOf(result: PaymentResult): string {
  if (result.kind === 'error') return result.error;
  return result.auth?.refusalDescription ?? result.auth?.outcome ?? result.kind;
}

function refusalText(period: number, after: Subscription | null, reason: string): string {
  if (after?.status === 'pastDue') {
    return `Renewal ${period} was refused (${reason}) after every dunning retry: the subscription is past due until the card is replaced.`;
  }
  const when = after?.nextAttemptAt ? readable(after.nextAttemptAt) : 'later';
  return `Renewal ${period} was refused (${reason}). Dunning: tried again ${when}.`;
}
