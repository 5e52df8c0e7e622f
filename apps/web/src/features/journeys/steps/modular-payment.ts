// The Modular integration's payment, once the card instrument is known (spec §4 "Card payment
// flow", §7 "Card payment (customer-initiated)"): with 3DS, device data collection → optional
// FraudSight assessment (with the collection's reference) → 3DS authentication; without 3DS,
// optional FraudSight alone; then the Card Payments authorization with the 3DS values and the
// risk profile.
// Used for a new card (plain or through a verified token) and for a saved card ('Buy Now').
import type {
  CardFrontOrTokenized,
  CardPaymentInstrument,
  CardPaymentResponse,
  CustomerInitiatedTransaction,
  Value,
} from '@sjd/contracts';
import type { Journey } from '../journey';
import { demoName } from '../../../config/paths';
import { maskedForLog } from '../../../lib/event-body';
import { failureEvents } from '../../event-log';
import { assessFraud } from './fraud-steps';
import {
  authenticateCollected,
  collectShopperDevice,
  type ThreeDsAuthentication,
} from './three-ds-steps';
import type { BrowserData } from '../browser-data';
import type { PaymentResult } from '../end-journey';
import { paymentRequested } from '../slices/payment-slice';
import type { CustomerAgreement, PaymentAuth } from '../types';

export interface ModularPaymentPlan {
  /** The card as 3DS and FraudSight see it: card/front or a token href. */
  verificationInstrument: CardFrontOrTokenized;
  /** The card as Card Payments charges it. */
  paymentInstrument: CardPaymentInstrument;
  /** A kept card: card on file 'first' then 'subsequent', or a subscription's first payment. */
  customerAgreement?: CustomerAgreement;
  value: Value;
  transactionReference: string;
  browser: BrowserData;
  /** challengeMandated when the card is being stored (spec §7). */
  challengePreference: 'noPreference' | 'challengeMandated';
}

const cardPaymentsPath = '/cardPayments/customerInitiatedTransactions';

export async function runModularPayment(
  journey: Journey,
  plan: ModularPaymentPlan,
): Promise<PaymentResult> {
  const { settings } = journey;
  // What FraudSight and 3DS look at: the card, the amount and the payment's reference.
  const subject = {
    instrument: plan.verificationInstrument,
    value: plan.value,
    transactionReference: plan.transactionReference,
  };

  // With 3DS on, the browser's device data is collected first: FraudSight assesses the payment
  // with its reference (spec §7), then 3DS authenticates with it. Spec §4's order of decisions
  // holds: the assessment still comes before authentication, so a high-risk card never reaches
  // the issuer's authentication or the authorization; the collection before it only profiles
  // the browser and decides nothing.
  const collectionReference = settings.allow3DS
    ? await collectShopperDevice(journey, subject)
    : null;

  let riskProfile: string | undefined;
  if (settings.allowFraudSight) {
    const fraud = await assessFraud(journey, { ...subject, collectionReference });
    if (fraud.kind === 'declined') return { kind: 'declined', reason: fraud.reason };
    riskProfile = fraud.riskProfile;
  }

  // 3DS: only an authenticated result is passed on; 'proceed' outcomes pay without it.
  let authentication: ThreeDsAuthentication | undefined;
  if (settings.allow3DS) {
    const result = await authenticateCollected(
      journey,
      { ...subject, browser: plan.browser, preference: plan.challengePreference },
      collectionReference,
    );
    if (result.kind === 'declined') {
      return { kind: 'declined', reason: `3DS: ${result.outcome}` };
    }
    if (result.kind === 'error') return { kind: 'error', error: `3DS: ${result.outcome}` };
    if (result.kind === 'authenticated') authentication = result.authentication;
  }

  // The authorization itself.
  const payload = cardPaymentPayload(journey, plan, { riskProfile, authentication });
  recordPaymentRequest(journey, cardPaymentsPath, payload);
  const response = await journey.calls.authorizeCardPayment(payload);
  return cardPaymentResult(journey, plan.value, response);
}

/** The payment call as the result screens keep it (spec §3 paymentRequest), masked. */
export function recordPaymentRequest(journey: Journey, path: string, payload: unknown): void {
  journey.api.dispatch(
    paymentRequested({
      url: `${journey.config.wpBaseUrl}${path}`,
      method: 'POST',
      requestBody: maskedForLog(payload) ?? null,
    }),
  );
}

function cardPaymentPayload(
  journey: Journey,
  plan: ModularPaymentPlan,
  extras: { riskProfile?: string; authentication?: ThreeDsAuthentication },
): CustomerInitiatedTransaction {
  return {
    transactionReference: plan.transactionReference,
    merchant: { entity: journey.config.entity },
    channel: 'ecom',
    instruction: {
      // The demo authorizes only; settlement is a back-office step it does not show.
      requestAutoSettlement: { enabled: false },
      narrative: { line1: demoName },
      value: plan.value,
      paymentInstrument: plan.paymentInstrument,
      ...(plan.customerAgreement ? { customerAgreement: plan.customerAgreement } : {}),
    },
    ...(extras.riskProfile ? { riskProfile: extras.riskProfile } : {}),
    ...(extras.authentication ? { authentication: { threeDS: extras.authentication } } : {}),
  };
}

/** A Card Payments answer (customer- or merchant-initiated) as the journey's result. */
export function cardPaymentResult(
  journey: Journey,
  value: Value,
  response: CardPaymentResponse,
): PaymentResult {
  const auth: PaymentAuth = {
    outcome: response.outcome,
    transactionReference: response.transactionReference,
    amount: value.amount,
    currency: value.currency,
    paymentId: response.paymentId,
    ...(response.refusalCode ? { refusalCode: response.refusalCode } : {}),
    ...(response.refusalDescription ? { refusalDescription: response.refusalDescription } : {}),
    ...(response.scheme?.reference ? { schemeReference: response.scheme.reference } : {}),
    // The order detail follows the payment through Card Payments' events link.
    handle: {
      api: 'cardPayments',
      ...(response._links['cardPayments:events']
        ? { statusHref: response._links['cardPayments:events'].href }
        : {}),
    },
    ...(response.paymentInstrument
      ? {
          card: {
            brand: response.paymentInstrument.cardBrand,
            lastFour: response.paymentInstrument.lastFour,
          },
        }
      : {}),
    ...(response.riskFactors?.length ? { riskFactors: response.riskFactors } : {}),
  };
  // 'Sent for Settlement': authorized and captured at once (requestAutoSettlement).
  if (response.outcome === 'authorized' || response.outcome === 'Sent for Settlement') {
    return { kind: 'authorized', auth };
  }
  const reason = response.refusalDescription
    ? `${response.outcome}: ${response.refusalCode ?? ''} ${response.refusalDescription}`.trim()
    : response.outcome;
  journey.note({
    title: failureEvents.paymentRefused,
    plainText: reason,
    api: 'Card Payments',
    icon: 'error',
  });
  return { kind: 'declined', reason, auth };
}
