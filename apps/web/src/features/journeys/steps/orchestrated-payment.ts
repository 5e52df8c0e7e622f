// The Orchestrated integration (spec §7 "Demo payments API"; provider-api.md §2): one Payments
// API payment with FraudSight and 3DS integrated, then the follow-ups its answers offer in
// `_actions` (never built by hand): supply3dsDeviceData with the DDC SessionId, and
// complete3dsChallenge after 'Challenge received'. Outcomes map as spec §4's payment outcomes:
// fraudHighRisk, 3dsAuthenticationFailed, 3dsUnavailable, refused (and anything else) decline;
// authorized (or sentForSettlement) succeeds.
import type {
  PaymentsApiInstrument,
  PaymentsApiRequest,
  PaymentsApiResponse,
  Value,
} from '@sjd/contracts';
import type { Journey } from '../journey';
import { demoName } from '../../../config/paths';
import { failureEvents, type FailureEvent } from '../../event-log';
import { fraudCheckCompleted, fraudCheckStarted } from '../slices/fraud-slice';
import type { BrowserData } from '../browser-data';
import type { PaymentResult } from '../end-journey';
import { threeDsFinished } from '../slices/three-ds-slice';
import type { CustomerAgreement, PaymentAuth } from '../types';
import { recordPaymentRequest } from './modular-payment';
import { challengeWindowSize, collectDeviceData, waitForChallenge } from './three-ds-frames';

export interface OrchestratedPaymentPlan {
  instrument: PaymentsApiInstrument;
  value: Value;
  transactionReference: string;
  browser: BrowserData;
  /** Create a token with the payment ('remember my details'). */
  createToken: boolean;
  /** A kept card: card on file 'first' then 'subsequent', or a subscription's first payment. */
  customerAgreement?: CustomerAgreement;
}

/** The payment's result, and the token the Payments API created with it (if any). */
export interface OrchestratedOutcome {
  result: PaymentResult;
  token?: { href: string; conflicts?: unknown };
}

/** DDC and at most one challenge: anything longer is not an answer the flow understands. */
const maxFollowUps = 3;

export async function runOrchestratedPayment(
  journey: Journey,
  plan: OrchestratedPaymentPlan,
): Promise<OrchestratedOutcome> {
  const payload = paymentPayload(journey, plan);
  recordPaymentRequest(journey, '/api/payments', payload);
  if (journey.settings.allowFraudSight) journey.api.dispatch(fraudCheckStarted());
  let response = await journey.calls.createPayment(payload);

  // Follow the 3DS steps the answers ask for, through the links they carry.
  for (let step = 0; step < maxFollowUps; step += 1) {
    recordFraud(journey, response);
    if (response.outcome === '3dsDeviceDataRequired') {
      const action = response._actions.supply3dsDeviceData;
      if (!action) return failed('3dsDeviceDataRequired without a supply3dsDeviceData action');
      const sessionId = await collectDeviceData(journey, response.deviceDataCollection);
      response = await journey.calls.followPaymentAction(
        'Supply 3DS device data',
        action,
        // Without a SessionId the call is still made, without a collectionReference.
        sessionId ? { collectionReference: sessionId } : undefined,
      );
    } else if (response.outcome === '3dsChallenged') {
      const action = response._actions.complete3dsChallenge;
      if (!action) return failed('3dsChallenged without a complete3dsChallenge action');
      await waitForChallenge(journey, { ...response.challenge, windowSize: challengeWindowSize });
      response = await journey.calls.followPaymentAction('Complete 3DS challenge', action);
    } else {
      return outcomeOf(journey, plan, response);
    }
  }
  return failed('The payment asked for more 3DS steps than a payment has');
}

function failed(error: string): OrchestratedOutcome {
  return { result: { kind: 'error', error } };
}

function paymentPayload(journey: Journey, plan: OrchestratedPaymentPlan): PaymentsApiRequest {
  const { settings, config } = journey;
  const namespace = journey.api.getState().session.namespace;
  return {
    transactionReference: plan.transactionReference,
    merchant: { entity: config.entity },
    channel: 'ecom',
    instruction: {
      method: 'card',
      paymentInstrument: plan.instrument,
      narrative: { line1: demoName },
      value: plan.value,
      ...(plan.createToken ? { tokenCreation: { type: 'worldpay', namespace } } : {}),
      ...(plan.customerAgreement ? { customerAgreement: plan.customerAgreement } : {}),
      ...(settings.allowFraudSight ? { fraud: { type: 'fraudSight' } } : {}),
      ...(settings.allow3DS
        ? {
            threeDS: {
              type: 'integrated',
              mode: 'always',
              challenge: {
                returnUrl: config.challengeReturnUrl,
                windowSize: challengeWindowSize,
                preference: plan.createToken ? 'challengeMandated' : 'noPreference',
              },
              deviceData: { ...plan.browser, channel: 'browser' },
            },
          }
        : {}),
    },
  };
}

/** The integrated FraudSight result, once an answer carries it. */
function recordFraud(journey: Journey, response: PaymentsApiResponse): void {
  if (journey.api.getState().fraud.fraudsightStatus !== 'checking') return;
  if (response.outcome === 'fraudHighRisk') {
    journey.api.dispatch(fraudCheckCompleted({ outcome: 'highRisk', score: response.score }));
  } else if ('fraud' in response && response.fraud) {
    journey.api.dispatch(fraudCheckCompleted(response.fraud));
  }
}

/** Spec §4 payment outcomes, with the event descriptor each decline records. */
const declineTitles: Partial<Record<PaymentsApiResponse['outcome'], FailureEvent>> = {
  fraudHighRisk: failureEvents.paymentRefused,
  '3dsAuthenticationFailed': failureEvents.authenticationFailed,
  '3dsUnavailable': failureEvents.verificationUnavailable,
  refused: failureEvents.paymentRefused,
};

function outcomeOf(
  journey: Journey,
  plan: OrchestratedPaymentPlan,
  response: PaymentsApiResponse,
): OrchestratedOutcome {
  const { api } = journey;
  if (journey.settings.allow3DS) {
    api.dispatch(threeDsFinished({ outcome: threeDsOutcomeOf(response) }));
  }
  const auth: PaymentAuth = {
    outcome: response.outcome,
    transactionReference: response.transactionReference,
    amount: plan.value.amount,
    currency: plan.value.currency,
    ...('paymentId' in response && response.paymentId ? { paymentId: response.paymentId } : {}),
    ...(response.outcome === 'refused'
      ? { refusalCode: response.refusalCode, refusalDescription: response.refusalDescription }
      : {}),
    // The order detail follows the payment through its query link (`lastEvent`, `_actions`).
    ...('_links' in response && response._links
      ? { handle: { api: 'payments' as const, statusHref: response._links.self.href } }
      : {}),
    ...('paymentInstrument' in response && response.paymentInstrument
      ? {
          card: {
            brand: response.paymentInstrument.cardBrand,
            lastFour: response.paymentInstrument.lastFour,
          },
        }
      : {}),
    ...('riskFactors' in response && response.riskFactors?.length
      ? { riskFactors: response.riskFactors }
      : {}),
  };
  if (response.outcome === 'authorized' || response.outcome === 'sentForSettlement') {
    const token = response.token;
    return { result: { kind: 'authorized', auth }, ...(token ? { token } : {}) };
  }
  const reason =
    response.outcome === 'refused'
      ? `refused: ${response.refusalCode} ${response.refusalDescription}`
      : response.outcome;
  journey.note({
    title: declineTitles[response.outcome] ?? failureEvents.paymentRefused,
    plainText: `Payments API outcome: ${reason}.`,
    api: 'Payments API',
    icon: 'error',
  });
  return { result: { kind: 'declined', reason, auth } };
}

function threeDsOutcomeOf(response: PaymentsApiResponse): string {
  if (response.outcome === '3dsAuthenticationFailed') return 'authenticationFailed';
  if (response.outcome === '3dsUnavailable') return 'unavailable';
  if ('threeDS' in response && response.threeDS) return response.threeDS.outcome;
  return response.outcome;
}
