// The demo clock's flows (issue 31): reading and moving the visitor's clock through the server's
// /api/clock, each move a trigger of its own in the terminal ("Demo clock: +1 day", with its
// request and answer, so the trail and its export record every move); and the merchant's billing
// job, which charges the digital plan's renewals when the clock reaches them.
//
// Why the billing job runs in the browser: the provider has no billing engine, so the merchant's
// side decides when to charge; in this demo the merchant's state (the subscription, its saved card
// and the scheme reference) lives in the visitor's browser, as the orders do, and every renewal
// must show in this visitor's trail as the merchant's call. So the job runs here, right after each
// move of the clock (the only time demo time jumps) and when a past-due subscription gets a new
// card, and never while a journey is in flight. A real merchant runs it on a server on a timer.
import type { DemoClockMove, MerchantInitiatedTransaction } from '@sjd/contracts';
import { apiErrorSchema, demoClockStateSchema } from '@sjd/contracts';
import type { AppDispatch, RootState } from '../../app/store';
import { demoName } from '../../config/paths';
import { requestDemoClock, type ClockAnswer } from '../../lib/demo-clock-request';
import { toJsonValue } from '../../lib/event-body';
import { newTransactionReference } from '../../lib/ids';
import type { AppStartListening, FlowExtra } from '../../lib/listener';
import { ProviderCallError } from '../../lib/provider-types';
import { apiEventRecorded, triggerSaved, type ApiEvent } from '../event-log';
import {
  maskedCardLabel,
  orderPlaced,
  orderRefreshRequested,
  selectOrderDetail,
} from '../journeys';
import { subscriptionCard } from '../subscription';
import {
  cardReplacedWhilePastDue,
  renewalNotMade,
  renewalPaid,
  renewalRefused,
  renewalStarted,
  subscriptionStarted,
} from './billing-slice';
import {
  clockLoadRequested,
  clockMoveAnnounced,
  clockMoved,
  clockMoveLabels,
  clockMoveRefused,
  clockMoveRequested,
  clockMoveStarted,
  clockRead,
  clockUnavailable,
  demoNowMs,
  type ClockMoveKind,
} from './clock-slice';

export const clockApi = 'Demo clock';
export const billingJobApi = "Merchant's billing job";

/** The journey in flight, if one is (the journey engine's own states). */
export function journeyInFlight(state: RootState): string | null {
  if (state.payment.paymentStatus === 'processing') return 'a payment';
  if (state.tokens.tokenStatus === 'processing') return 'a card being saved';
  if (state.payout.payoutStatus === 'withdrawing') return 'a withdrawal';
  if (state.billing.running) return "the merchant's billing job";
  return null;
}

const readable = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC';

function moveBody(state: RootState, kind: ClockMoveKind): DemoClockMove | string {
  if (kind === 'backToNow') {
    return state.clock.offsetMs > 0 ? { backToNow: true } : 'it is at the real time already.';
  }
  if (kind !== 'nextRenewal') return { advance: kind };
  const next = state.billing.subscription?.nextAttemptAt;
  if (!next) {
    return state.billing.subscription
      ? 'The subscription is past due: no renewal is scheduled until the card is replaced.'
      : 'There is no subscription to renew: subscribe to the plan first.';
  }
  return { advance: 'nextRenewal', renewsAt: next };
}

export function listenForClock(startListening: AppStartListening): void {
  startListening({
    actionCreator: clockLoadRequested,
    effect: async (_action, api) => {
      try {
        const answer = await requestDemoClock(api.getState().siteConfig.environment, null);
        const state = demoClockStateSchema.safeParse(answer.json);
        if (answer.status === 200 && state.success) {
          api.dispatch(clockRead({ state: state.data, readAt: Date.now() }));
        } else if (answer.status === 404) {
          api.dispatch(clockUnavailable());
        }
      } catch {
        // Unreachable server: the clock shows no time and tries again on the next load.
      }
    },
  });

  startListening({
    actionCreator: clockMoveRequested,
    effect: async ({ payload: { kind } }, api) => {
      const state = api.getState();
      if (state.clock.status === 'moving') return;
      const label = clockMoveLabels[kind];
      const busy = journeyInFlight(state);
      if (busy) {
        api.dispatch(
          clockMoveRefused(
            `The clock did not move: ${busy} is in flight. Let it finish, then move the clock.`,
          ),
        );
        return;
      }
      const body = moveBody(state, kind);
      if (typeof body === 'string') {
        api.dispatch(clockMoveRefused(`The clock did not move: ${body}`));
        return;
      }
      const trigger = `${clockApi}: ${label}`;
      const record = (event: ApiEvent) => api.dispatch(apiEventRecorded({ trigger, event }));
      api.dispatch(triggerSaved({ name: trigger }));
      api.dispatch(clockMoveStarted());
      record({
        title: `Move the demo clock (${label})`,
        type: 'request',
        api: clockApi,
        method: 'POST',
        url: '/api/clock',
        body,
        icon: 'request',
      });
      let answer: ClockAnswer;
      try {
        answer = await requestDemoClock(state.siteConfig.environment, body);
      } catch {
        record({
          title: 'Request failed',
          type: 'response',
          api: clockApi,
          plainText: 'The demo server could not be reached: the clock did not move.',
          icon: 'error',
        });
        api.dispatch(
          clockMoveRefused('The demo server could not be reached: the clock did not move.'),
        );
        return;
      }
      const moved = demoClockStateSchema.safeParse(answer.json);
      record({
        title: `Move the demo clock (${label})`,
        type: 'response',
        api: clockApi,
        method: 'POST',
        url: '/api/clock',
        status: answer.status,
        responseTime: answer.ms,
        ...(answer.json === null ? {} : { body: toJsonValue(answer.json) ?? null }),
        icon: answer.status === 200 ? 'response' : 'warning',
      });
      if (answer.status !== 200 || !moved.success) {
        const error = apiErrorSchema.safeParse(answer.json);
        const message = error.success ? error.data.message : `HTTP ${answer.status}`;
        api.dispatch(clockMoveRefused(`The clock did not move: ${message}`));
        return;
      }
      api.dispatch(clockMoved({ state: moved.data, kind }));
      api.dispatch(
        clockMoveAnnounced(`${label}: the demo time is now ${readable(moved.data.now)}.`),
      );
    },
  });

  // The open order is read again: time may have settled, refunded or expired it.
  startListening({
    actionCreator: clockMoved,
    effect: (_action, api) => {
      const { openReference, status } = selectOrderDetail(api.getState());
      if (openReference && status === 'ready') {
        api.dispatch(orderRefreshRequested({ reference: openReference }));
      }
    },
  });

  // The first payment of the digital plan starts its subscription.
  startListening({
    actionCreator: orderPlaced,
    effect: ({ payload: order }, api) => {
      if (order.kind !== 'payment' || order.shop !== 'digital' || order.purpose !== 'basket')
        return;
      if (order.outcome !== 'authorized' && order.outcome !== 'sentForSettlement') return;
      const at = new Date(demoNowMs(api.getState().clock)).toISOString();
      api.dispatch(subscriptionStarted({ at, amount: order.amount, currency: order.currency }));
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
          shop: 'digital',
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
