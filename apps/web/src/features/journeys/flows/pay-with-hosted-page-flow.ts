// Pay on the provider's hosted payment page (spec §4 "Hosted payment (museart)", §7 "Hosted
// payment initialisation"; provider-api.md §12; ARCHITECTURE §3 `payWithHostedPage`):
// 1. the server creates the page: POST /api/hpp → POST /payment_pages with a generated
//    transactionReference, merchant.entity, narrative.line1 (the demo name) and the value;
// 2. the page frames data.url with the provider's library (HostedPaymentFrame) and reports the
//    options it set the library up with;
// 3. the shopper pays inside the provider's page (card entry and 3DS happen there, on the
//    provider's origin); the library's result callback reports the order's status;
// 4. the status decides the payment's end (steps/hosted-result.ts): success, pending, declined or
//    error, ended by finishPayment like every payment (end-journey.ts).
// A page that cannot be created or shown ends the payment without a result: the shop says why,
// keeps the tickets and offers to try again (here for the library; failJourney's 'hostedPage'
// kind for a page the server could not create).
import type { RootState } from '../../../app/store';
import { demoName } from '../../../config/paths';
import { newTransactionReference } from '../../../lib/ids';
import { failureEvents, type ApiEvent } from '../../event-log';
import { chargedValue, finishPayment, type PaymentResult } from '../end-journey';
import { JourneyCancelled, type FlowApi, type Journey } from '../journey';
import {
  hostedPageCreated,
  hostedPageUnavailable,
  type HostedPageProblem,
  type HostedPageStep,
} from '../slices/hpp-slice';
import { paymentAbandoned } from '../slices/payment-slice';
import { hostedOutcome, outcomeEvents, type HostedOutcome } from '../steps/hosted-result';
import type { HostedPaymentRequest, PaymentAuth } from '../types';

export const payOnHostedPageTrigger = 'Pay on hosted page';
/** The browser event that causes the outcome (spec §4 "Event log": a trigger per cause). */
export const hostedResultTrigger = 'Hosted page result';

const hppSdk = 'HPP SDK';

const stepOf = (state: RootState) => state.hpp.step;

export async function payWithHostedPage(
  journey: Journey,
  request: HostedPaymentRequest,
): Promise<void> {
  const { api } = journey;
  const value = chargedValue(journey, request.charge);
  if (!value) return;

  // 1. The page, created by the server (credentials stay there).
  const transactionReference = newTransactionReference();
  const page = await journey.calls.createPaymentPage({
    transactionReference,
    merchant: { entity: journey.config.entity },
    narrative: { line1: demoName },
    value,
  });
  api.dispatch(
    hostedPageCreated({
      url: page.url,
      transactionReference,
      libraryUrl: journey.config.HPPSDKURL,
    }),
  );

  // 2. The library frames it; the frame reports the set-up (or that it could not).
  await waitForPage(api, (step) => step.name !== 'open' || step.setup !== null);
  const shown = stepOf(api.getState());
  if (shown.name === 'open' && shown.setup !== null) {
    record(journey, {
      title: 'WPCL.Library setup',
      type: 'request',
      plainText: `Loaded ${journey.config.HPPSDKURL}; new WPCL.Library().setup(options) frames the hosted page (data.url) in the shop's container.`,
      body: shown.setup,
      icon: 'info',
    });
  }

  // 3. The shopper pays inside the provider's page; the library calls back once.
  await waitForPage(api, (step) => step.name !== 'open');
  const step = stepOf(api.getState());
  switch (step.name) {
    case 'answered':
      break;
    case 'unavailable':
      return stopBeforePaying(journey, step.problem, step.message);
    case 'idle':
      // The shopper left the page before it answered: nothing was paid.
      return abandon(journey, 'The shopper left the hosted payment page before paying.');
    default:
      throw new JourneyCancelled();
  }

  // 4. The status decides how the payment ends.
  journey.startTrigger(hostedResultTrigger);
  const { result } = step;
  // The library only passes on its own frame's messages; a result naming another payment would
  // still be a result the shop cannot book on.
  const isOtherPayment =
    result.transactionReference !== null && result.transactionReference !== transactionReference;
  const outcome = isOtherPayment ? 'error' : hostedOutcome(result.status);
  const event = outcomeEvents[outcome];
  record(journey, {
    title: event.title,
    type: 'response',
    plainText: `resultCallback(responseData): order.status '${result.status || '(none)'}'.`,
    body: result.data,
    icon: event.icon,
  });

  const auth: PaymentAuth = {
    outcome: result.status,
    transactionReference,
    amount: value.amount,
    currency: value.currency,
    // Card Payments' links act on the page's payment; Payment Queries finds it by reference.
    handle: { api: 'cardPayments' },
  };
  const reason = isOtherPayment
    ? `Hosted payment page: a result for another payment (${result.transactionReference ?? ''})`
    : `Hosted payment page: ${result.status || 'no status'}`;
  finishPayment(journey, paymentResultOf(outcome, auth, reason), {
    purpose: request.charge.purpose,
    isOutcomeRecorded: true,
  });
}

/** The callback's outcome as the payment's result (spec §4 "Hosted payment (museart)"). */
function paymentResultOf(outcome: HostedOutcome, auth: PaymentAuth, reason: string): PaymentResult {
  switch (outcome) {
    case 'success':
      return { kind: 'authorized', auth };
    case 'pending':
      return { kind: 'pending', auth };
    case 'declined':
      return { kind: 'declined', reason, auth };
    case 'error':
      return { kind: 'error', error: reason };
  }
}

/** Waits for the hosted page's step (no time limit: the page's own expiry ends it). */
async function waitForPage(api: FlowApi, done: (step: HostedPageStep) => boolean): Promise<void> {
  if (done(stepOf(api.getState()))) return;
  await api.condition((_action, state) => done(stepOf(state)));
}

/** An HPP SDK event with a body, under the journey's current trigger. */
function record(journey: Journey, event: Omit<ApiEvent, 'api'>): void {
  journey.record({ ...event, api: hppSdk });
}

function abandon(journey: Journey, reason: string): void {
  journey.note({ title: 'Hosted page closed', plainText: reason, api: hppSdk, icon: 'info' });
  journey.api.dispatch(paymentAbandoned({ reason }));
}

/** The page could not be created or shown: the shop explains and offers another try. */
function stopBeforePaying(journey: Journey, problem: HostedPageProblem, message: string): void {
  if (problem === 'library') {
    journey.note({
      title: failureEvents.requestFailed,
      plainText: message,
      api: hppSdk,
      icon: 'error',
    });
  }
  journey.api.dispatch(hostedPageUnavailable({ problem, message }));
  journey.api.dispatch(paymentAbandoned({ reason: message }));
}
