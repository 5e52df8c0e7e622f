// Pay with a local method through the provider's APMs API (issue 45; version 2024-07-01). Reads
// top to bottom:
// 1. the method, the currency and the billing country are checked (local-methods.ts): an
//    unknown method or a currency it does not take ends the payment at once, nothing sent, the
//    basket kept;
// 2. POST /apmPayments with the method's fields and the site's return page as `resultUrls`;
//    a provider's error (400 bodyDoesNotMatchSchema, fieldHasInvalidValue, …) ends it as any
//    failed payment does (failJourney), the basket kept;
// 3. the shopper meets the provider: its page framed in the device frame (iDEAL, Bancontact,
//    BLIK's code, SEPA's mandate, Klarna, pay by bank) or Pix's and Swish's QR code in the shop
//    ('Simulate the app' opens the sandbox's banking app beside it);
// 4. the journey waits for the shopper to come back (the return page names this payment), for
//    the provider's first event about it (the methods without a return address: the QR codes
//    and SEPA's mandate), or for the shopper to leave ('Cancel and go back');
// 5. the return proves nothing: the payment's self link is read, and its `lastEvent` decides —
//    authorized or sent for settlement: paid; pending or sent for authorization: pending
//    ('Waiting for your bank'; the provider's events move it on); refused: declined; cancelled
//    or expired: nothing paid, the basket kept.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApmLastEvent } from '@sjd/contracts';
import type { RootState } from '../../../app/store';
import { newTransactionReference } from '../../../lib/ids';
import { chargedValue, finishPayment, type PaymentResult } from '../end-journey';
import { webhookReceived } from '../events';
import type { Journey } from '../journey';
import { JourneyCancelled } from '../journey';
import {
  isLocalMethod,
  localMethodFlow,
  localMethodLabel,
  localMethodProblem,
  localPaymentRequest,
  type LocalMethod,
} from '../local-methods';
import {
  apmClosed,
  apmPageReady,
  apmWaitingStarted,
  type ApmPage,
  type ApmStep,
} from '../slices/apm-slice';
import { paymentAbandoned } from '../slices/payment-slice';
import type { LocalPaymentRequest, PaymentAuth } from '../types';

const apmsApi = 'APMs';

/** The trail's trigger: 'Pay with iDEAL', 'Pay with BLIK', … */
export function localPaymentTrigger(request: LocalPaymentRequest): string {
  const { method } = request;
  return `Pay with ${isLocalMethod(method) ? localMethodLabel(method) : 'a local method'}`;
}

/** What the payment's `lastEvent` means for the shop. */
export type LocalOutcome = 'paid' | 'pending' | 'refused' | 'failed' | 'notPaid';

export function localOutcomeOf(lastEvent: ApmLastEvent): LocalOutcome {
  switch (lastEvent) {
    case 'authorized':
    case 'sentForSettlement':
    case 'settled':
      return 'paid';
    case 'pending':
    case 'sentForAuthorization':
      return 'pending';
    case 'refused':
    case 'refusedByIssuer':
      return 'refused';
    case 'cancelledByCustomer':
    case 'requestExpired':
    case 'cancelled':
    case 'expired':
      return 'notPaid';
    default:
      return 'failed';
  }
}

const stepOf = (state: RootState): ApmStep => state.apm.step;

export async function payWithLocalMethod(
  journey: Journey,
  request: LocalPaymentRequest,
): Promise<void> {
  const { api } = journey;
  try {
    await pay(journey, request);
  } finally {
    api.dispatch(apmClosed());
  }
}

async function pay(journey: Journey, request: LocalPaymentRequest): Promise<void> {
  const { api } = journey;
  const { charge } = request;

  // 1. What the shop can offer for this basket.
  const currency = journey.settings.currency;
  const problem = localMethodProblem(request.method, currency, request.country);
  if (problem) {
    journey.note({ title: 'Payment failed', plainText: problem, api: apmsApi, icon: 'error' });
    finishPayment(journey, { kind: 'error', error: problem }, { purpose: charge.purpose });
    return;
  }
  const method = request.method as LocalMethod;
  const label = localMethodLabel(method);
  const value = chargedValue(journey, charge);
  if (!value) return;

  // 2. The payment at the provider.
  const transactionReference = newTransactionReference();
  const created = await journey.calls.createApmPayment(
    localPaymentRequest({
      method,
      transactionReference,
      entity: journey.config.entity,
      value,
      country: request.country,
      origin: request.siteOrigin,
      email: request.email,
      ...(request.sepa ? { sepa: request.sepa } : {}),
    }),
  );
  const self = created._links.self.href;

  // 3. The shopper meets the provider.
  const flow = localMethodFlow(method);
  const isQr = flow === 'qr';
  const page: ApmPage = {
    method,
    flow,
    transactionReference,
    redirectUrl: isQr ? null : created.redirect,
    qrCode: isQr ? `data:image/png;base64,${created.redirect}` : null,
    transactionCode: created.transactionCode ?? null,
    appUrl:
      isQr && created.transactionCode
        ? `${journey.config.wpBaseUrl}/apm/app?code=${encodeURIComponent(created.transactionCode)}`
        : null,
  };
  api.dispatch(apmPageReady(page));
  journey.note(
    isQr
      ? {
          title: `${label} QR code shown`,
          plainText: `The shop shows the QR code the provider returned (and the code ${created.transactionCode ?? ''}); the shopper pays in their banking app.`,
          api: apmsApi,
        }
      : {
          title: `Redirect to ${label}`,
          plainText: `The shopper is sent to the provider's page inside the shop's frame: ${created.redirect}`,
          api: apmsApi,
        },
  );

  // 4. Back at the shop, the provider's first event, or the shopper leaves.
  const answersByEvent = flow === 'qr' || flow === 'mandate';
  await api.take(
    (action: UnknownAction, state: RootState) =>
      stepOf(state).name !== 'atProvider' ||
      (answersByEvent &&
        webhookReceived.match(action) &&
        action.payload.transactionReference === transactionReference),
  );
  const step = stepOf(api.getState());
  if (step.name === 'idle' || step.name === 'creating') throw new JourneyCancelled();
  // The provider's page is done with, whatever comes next (a later return changes nothing).
  api.dispatch(apmClosed());
  if (step.name === 'left') {
    journey.note({
      title: `Left ${label}`,
      plainText: `The shopper went back to the shop before paying: nothing was charged and the basket is kept.`,
      api: apmsApi,
      icon: 'warning',
    });
    api.dispatch(paymentAbandoned({ reason: `The payment with ${label} was cancelled.` }));
    return;
  }
  if (step.name === 'back') {
    journey.startTrigger(`${label} return`);
    journey.note({
      title: `Back from ${label}`,
      plainText: `The provider sent the shopper back to the shop's ${step.kind || '(unnamed)'} address${step.error ? ` with error=${step.error}` : ''}. The return proves nothing: the payment's state is read from the provider.`,
      api: apmsApi,
    });
  }

  // 5. What the provider says.
  const answer = await journey.calls.queryApmPayment(self);
  const auth: PaymentAuth = {
    outcome: answer.lastEvent,
    transactionReference,
    amount: value.amount,
    currency: value.currency,
    paymentId: answer.paymentId,
    handle: { api: 'apms', statusHref: self },
  };
  const outcome = localOutcomeOf(answer.lastEvent);
  if (outcome === 'notPaid') {
    const reason = `${label}: ${answer.lastEvent} — nothing was charged and the basket is kept.`;
    journey.note({ title: 'Payment not made', plainText: reason, api: apmsApi, icon: 'warning' });
    api.dispatch(paymentAbandoned({ reason }));
    return;
  }
  if (outcome === 'pending') {
    journey.note({
      title: 'Waiting for the bank',
      plainText: `${label}: ${answer.lastEvent}. The provider's events will say when the bank has paid (SEPA Direct Debit: after the scheme's days; move the demo clock on).`,
      api: apmsApi,
      icon: 'info',
    });
    api.dispatch(apmWaitingStarted({ transactionReference, method, lastEvent: answer.lastEvent }));
  }
  finishPayment(journey, resultOf(outcome, auth, label), {
    purpose: charge.purpose,
    method: 'localMethod',
    methodLabel: label,
  });
}

function resultOf(outcome: LocalOutcome, auth: PaymentAuth, label: string): PaymentResult {
  switch (outcome) {
    case 'paid':
      return { kind: 'authorized', auth };
    case 'pending':
      return { kind: 'pending', auth };
    case 'refused':
      return { kind: 'declined', reason: `${label}: ${auth.outcome}`, auth };
    default:
      return { kind: 'error', error: `${label}: ${auth.outcome}` };
  }
}
