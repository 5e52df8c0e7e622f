// The merchant's billing job for a shop's plan (issue 31; the profile's `capabilities.billing`): when the demo clock reaches a
// renewal (or a dunning retry), the merchant charges the saved card without the shopper: a
// merchant-initiated payment quoting the card's scheme reference, as "Take recurring payment"
// does, recorded under a trigger of its own ("Merchant's billing job: renewal 2") and placed as
// an order. A refusal (`RENEWAL_REFUSED`, or a request the provider refuses, such as a token that
// ended with its card) is retried 1, 3 and 7 days after it was due (billing-slice.ts); then the
// subscription is past due until the card is replaced, when the outstanding renewal is charged.
//
// Why it runs in the browser: the provider has no billing engine, so the merchant's side decides
// when to charge; in this demo the merchant's state (the subscription, its saved card and the
// scheme reference) lives in the visitor's browser, as the orders do, and every renewal must show
// in this visitor's trail as the merchant's call. So the job runs here, right after each move of
// the clock (the only time demo time jumps) and when a past-due subscription gets a new card, and
// never while a journey is in flight. A real merchant runs it on a server, on a timer.
import type { MerchantInitiatedTransaction } from '@sjd/contracts';
import type { AppDispatch, RootState } from '../../app/store';
import { demoName } from '../../config/paths';
import { shops } from '../../config/shops';
import { newTransactionReference } from '../../lib/ids';
import type { AppStartListening, FlowExtra } from '../../lib/listener';
import { ProviderCallError } from '../../lib/provider-types';
import { apiEventRecorded, triggerSaved, type ApiEvent } from '../event-log';
import { maskedCardLabel, orderPlaced } from '../journeys';
import { subscriptionCard } from '../subscription';
import {
  cardReplacedWhilePastDue,
  renewalNotMade,
  renewalPaid,
  renewalRefused,
  renewalStarted,
  subscriptionStarted,
} from './billing-slice';
import { journeyInFlight, readableDemoTime as readable } from './clock-rules';
import { clockMoved, demoNowMs } from './clock-slice';

export const billingJobApi = "Merchant's billing job";

export function listenForBillingJob(startListening: AppStartListening): void {
  // The first payment of a plan (a basket paid in a shop whose merchant bills) starts it.
  startListening({
    actionCreator: orderPlaced,
    effect: ({ payload: order }, api) => {
      if (order.kind !== 'payment' || order.purpose !== 'basket') return;
      if (!shops[order.shop].capabilities.billing) return;
      if (order.outcome !== 'authorized' && order.outcome !== 'sentForSettlement') return;
      const at = new Date(demoNowMs(api.getState().clock)).toISOString();
      const { shop, amount, currency } = order;
      api.dispatch(subscriptionStarted({ shop, at, amount, currency }));
    },
  });

  startListening({
    actionCreator: clockMoved,
    effect: async (_action, api) => runBillingJob(api),
  });

  // A past-due subscription whose card was replaced: the outstanding renewal is charged now.
  startListening({
    predicate: (_action, current, previous) => {
      const sub = current.billing.subscription;
      if (sub?.status !== 'pastDue') return false;
      const now = subscriptionCard(current.tokens.tokens)?.tokenId;
      const before = subscriptionCard(previous.tokens.tokens)?.tokenId;
      return now !== undefined && now !== before && now !== sub.pastDueTokenId;
    },
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (journeyInFlight(api.getState())) {
        await api.condition((_action, state) => journeyInFlight(state) === null);
      }
      const at = new Date(demoNowMs(api.getState().clock)).toISOString();
      api.dispatch(cardReplacedWhilePastDue({ at }));
      await runBillingJob(api);
    },
  });
}

interface BillingApi {
  getState(): RootState;
  dispatch: AppDispatch;
  extra: FlowExtra;
}

/** Charges every renewal (or dunning retry) the demo clock has reached, oldest first. */
export async function runBillingJob(api: BillingApi): Promise<void> {
  for (let guard = 0; guard < 24; guard += 1) {
    const state = api.getState();
    const sub = state.billing.subscription;
    if (!sub || sub.status !== 'active' || !sub.nextAttemptAt) return;
    if (journeyInFlight(state)) return;
    const dueAt = Date.parse(sub.nextAttemptAt);
    if (dueAt > demoNowMs(state.clock)) return;
    const config = state.environment.config;
    const period = sub.periodsPaid + 1;
    const trigger =
      sub.failedAttempts === 0
        ? `${billingJobApi}: renewal ${period}`
        : `${billingJobApi}: retry ${sub.failedAttempts} of renewal ${period}`;
    api.dispatch(triggerSaved({ name: trigger }));
    const note = (plainText: string, icon: ApiEvent['icon'] = 'info') =>
      api.dispatch(
        apiEventRecorded({
          trigger,
          event: { title: trigger, type: 'response', api: billingJobApi, plainText, icon },
        }),
      );
    const card = subscriptionCard(state.tokens.tokens);
    const reference = card?.schemeTransactionReference;
    if (!config || !card || !reference) {
      note(
        card
          ? 'The saved card has no scheme reference, so the renewal cannot be charged: replace the card.'
          : 'The subscription has no saved card, so the renewal cannot be charged.',
        'error',
      );
      api.dispatch(renewalRefused({ tokenId: card?.tokenId ?? null }));
      continue;
    }
    note(
      `The plan's period ${period} was due ${readable(sub.dueAt)} on the demo clock${sub.failedAttempts > 0 ? ` (dunning retry ${sub.failedAttempts} of ${3})` : ''}: the merchant charges the saved card without the shopper (a merchant-initiated payment quoting the scheme reference).`,
    );
    api.dispatch(renewalStarted());
    const payload: MerchantInitiatedTransaction = {
      transactionReference: newTransactionReference(),
      merchant: { entity: config.entity },
      instruction: {
        requestAutoSettlement: { enabled: false },
        narrative: { line1: demoName },
        value: { amount: sub.amount, currency: sub.currency },
        paymentInstrument: { type: 'card/token', href: card.tokenPaymentInstrument.href },
        customerAgreement: { type: 'subscription', schemeReference: reference },
      },
    };
    try {
      const calls = billingCalls(api, trigger);
      const response = await calls.authorizeRecurringPayment(payload);
      api.dispatch(
        orderPlaced({
          transactionReference: response.transactionReference,
          kind: 'payment',
          shop: sub.shop,
          purpose: 'renewal',
          amount: sub.amount,
          currency: sub.currency,
          method: 'recurring',
          methodLabel: response.paymentInstrument
            ? maskedCardLabel({
                brand: response.paymentInstrument.cardBrand,
                lastFour: response.paymentInstrument.lastFour,
              })
            : 'Recurring payment',
          api: 'cardPayments',
          paymentId: response.paymentId,
          ...(response._links['cardPayments:events']
            ? { statusHref: response._links['cardPayments:events'].href }
            : {}),
          outcome: response.outcome,
          placedAt: new Date(demoNowMs(api.getState().clock)).toISOString(),
          items: [],
        }),
      );
      if (response.outcome === 'authorized') {
        api.dispatch(renewalPaid());
        const next = api.getState().billing.subscription?.dueAt;
        note(`Renewal ${period} paid. Next renewal: ${next ? readable(next) : '–'}.`, 'success');
      } else {
        api.dispatch(renewalRefused({ tokenId: card.tokenId }));
        const after = api.getState().billing.subscription;
        note(
          after?.status === 'pastDue'
            ? `Renewal ${period} was refused (${response.refusalDescription ?? response.outcome}) after every dunning retry: the subscription is past due until the card is replaced.`
            : `Renewal ${period} was refused (${response.refusalDescription ?? response.outcome}). Dunning: tried again ${after?.nextAttemptAt ? readable(after.nextAttemptAt) : 'later'}.`,
          'warning',
        );
      }
    } catch (error) {
      // The provider refused the request itself (a token that expired with its card, say): a
      // refused renewal like any other, so dunning and "past due" follow.
      if (error instanceof ProviderCallError && error.failure === 'providerError') {
        api.dispatch(renewalRefused({ tokenId: card.tokenId }));
        note(
          `The provider refused the renewal request (${error.message}): it counts as a refused renewal.`,
          'warning',
        );
        continue;
      }
      api.dispatch(renewalNotMade());
      note(
        error instanceof ProviderCallError
          ? `The renewal could not be sent (${error.message}); the billing job tries again at the next move of the clock.`
          : 'The renewal could not be sent; the billing job tries again at the next move of the clock.',
        'error',
      );
      return;
    }
  }
}

/** Provider calls recorded under the billing job's trigger. */
function billingCalls(api: BillingApi, trigger: string) {
  const state = api.getState();
  const config = state.environment.config;
  return api.extra.providerClient.connect({
    environment: state.siteConfig.environment,
    providerBaseUrl: config?.wpBaseUrl ?? '',
    record: (event) => api.dispatch(apiEventRecorded({ trigger, event })),
  });
}
