// The hosted payment page's payment (provider-api.md §12.3): the shopper's card goes through the
// same orchestration as the Payments API — FraudSight, device data collection, authentication,
// the challenge, the authorization — because the provider's HPP testing table is written in
// Payments API outcomes. The page's browser script drives the 3DS steps; each call here answers
// with the next step or the result, which is recorded once with recordHostedPaymentOutcome.
import type { HostedPaymentStatus, PaymentsApiRequest, PaymentsApiResponse } from '@sjd/contracts';
import type { SandboxContext } from '../../domain/context';
import { ProviderError } from '../../domain/errors';
import {
  getHostedPage,
  recordHostedPaymentOutcome,
  type HostedPageView,
  type RecordedHostedStatus,
} from '../../domain/hosted-pages';
import { getPayment } from '../../domain/payments';
import {
  completeChallengeStep,
  createPaymentsApiPayment,
  supplyDeviceData,
  type PaymentsApiAnswer,
} from '../../domain/payments-api';
import { hostedPaymentNameFor } from '../../domain/scenarios';
import { checkCvv, checkExpiry, checkPan, expiryDate } from '../shared/field-rules';

export interface HostedCard {
  cardHolderName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type HostedStep =
  | { step: 'result'; status: HostedPaymentStatus }
  | { step: 'deviceData'; attempt: string; url: string; jwt: string; bin?: string }
  | { step: 'challenge'; attempt: string; url: string; jwt: string; windowSize: string }
  | { step: 'invalid'; errors: Partial<Record<keyof HostedCard, string>> }
  /** A 3DS step for an attempt that is not the page's current one: refused, nothing changed. */
  | { step: 'superseded'; message: string };

export interface BrowserFacts {
  acceptHeader: string;
  userAgentHeader: string;
  /** The page's own ReturnUrl for the challenge (on the sandbox). */
  returnUrl: string;
}

/** The page asks for the 390x400 challenge window (CReq code 02), which fits its layout. */
const challengeWindowSize = '390x400';

const cardOptions = { enablePanFormatting: false, acceptedCardBrands: [], cvcOnly: false };

/** Spec §5 rules, the same the page's script applies, checked again here. */
export function checkHostedCard(card: HostedCard, now: Date): HostedStep | null {
  const errors: Partial<Record<keyof HostedCard, string>> = {};
  if (card.cardHolderName.trim() === '') errors.cardHolderName = 'Field cannot be empty';
  const pan = checkPan(card.cardNumber, cardOptions);
  if (pan.message) errors.cardNumber = pan.message;
  const expiry = checkExpiry(card.expiry, card.expiry, now);
  if (expiry.message || card.expiry !== expiry.display) {
    errors.expiry = expiry.message ?? 'Please enter a valid format';
  }
  const cvc = checkCvv(card.cvc, pan.brand, cardOptions);
  if (cvc.message) errors.cvc = cvc.message;
  return Object.keys(errors).length > 0 ? { step: 'invalid', errors } : null;
}

/** A finished page answers with its state; an open one with nothing. */
function closedState(page: HostedPageView): HostedStep | null {
  return page.state === 'open' ? null : { step: 'result', status: page.state };
}

async function finish(
  ctx: SandboxContext,
  page: HostedPageView,
  status: RecordedHostedStatus,
): Promise<HostedStep> {
  const recorded = await recordHostedPaymentOutcome(ctx, page.id, status);
  if (recorded.ok) return { step: 'result', status };
  // Expired or answered meanwhile: report what the page now is.
  const current = await getHostedPage(ctx, page.id);
  return {
    step: 'result',
    status: current && current.state !== 'open' ? current.state : 'exception',
  };
}

/** Payments API outcome → the HPP's order.status (or the next 3DS step). */
async function nextStep(
  ctx: SandboxContext,
  page: HostedPageView,
  attempt: string,
  body: PaymentsApiResponse,
  isPending: boolean,
): Promise<HostedStep> {
  switch (body.outcome) {
    case '3dsDeviceDataRequired':
      return {
        step: 'deviceData',
        attempt,
        url: body.deviceDataCollection.url,
        jwt: body.deviceDataCollection.jwt,
        ...(body.deviceDataCollection.bin ? { bin: body.deviceDataCollection.bin } : {}),
      };
    case '3dsChallenged':
      return {
        step: 'challenge',
        attempt,
        url: body.challenge.url,
        jwt: body.challenge.jwt,
        windowSize: challengeWindowSize,
      };
    case 'authorized':
    case 'sentForSettlement':
      return await finish(ctx, page, isPending ? 'pending' : 'success');
    default:
      // refused, fraudHighRisk, 3dsAuthenticationFailed, 3dsUnavailable, sentForCancellation
      return await finish(ctx, page, 'failure');
  }
}

async function run(
  ctx: SandboxContext,
  page: HostedPageView,
  attempt: () => Promise<string>,
  call: () => Promise<PaymentsApiAnswer>,
  isPending: boolean,
): Promise<HostedStep> {
  try {
    const answer = await call();
    return await nextStep(ctx, page, await attempt(), answer.body, isPending);
  } catch (error) {
    // The issuer's ERROR (the Payments API's 500) is the page's `error`; anything else the
    // orchestration refuses is an `exception`: the page cannot say what happened.
    if (error instanceof ProviderError && error.status === 500)
      return await finish(ctx, page, 'error');
    if (error instanceof ProviderError) return await finish(ctx, page, 'exception');
    throw error;
  }
}

/** An earlier attempt of this page that stopped halfway (the shopper reloaded mid-3DS). */
async function dropUnfinishedAttempts(ctx: SandboxContext, page: HostedPageView): Promise<void> {
  for (const payment of await ctx.tables.payments.findBy(
    'transactionReference',
    page.transactionReference,
  )) {
    const isUnfinished = payment.stage === 'deviceDataRequired' || payment.stage === 'challenged';
    if (payment.api === 'payments' && payment.entity === page.entity && isUnfinished) {
      await ctx.tables.payments.delete(payment.id);
    }
  }
}

export async function payOnHostedPage(
  ctx: SandboxContext,
  page: HostedPageView,
  card: HostedCard,
  browser: BrowserFacts,
): Promise<HostedStep> {
  const closed = closedState(page);
  if (closed) return closed;
  const invalid = checkHostedCard(card, ctx.clock.now());
  if (invalid) return invalid;
  const special = hostedPaymentNameFor(card.cardHolderName);
  if (special === 'exception') return await finish(ctx, page, 'exception');
  const isPending = special === 'pending';
  const cardNumber = card.cardNumber.replace(/\D/g, '');
  const expiry = expiryDate(card.expiry);
  if (!expiry) return { step: 'invalid', errors: { expiry: 'Please enter a valid format' } };
  await dropUnfinishedAttempts(ctx, page);
  const request: PaymentsApiRequest = {
    transactionReference: page.transactionReference,
    merchant: { entity: page.entity },
    channel: 'ecom',
    instruction: {
      method: 'card',
      paymentInstrument: {
        type: 'plain',
        cardNumber,
        expiryDate: expiry,
        cvc: card.cvc,
        cardHolderName: card.cardHolderName.trim(),
      },
      narrative: { line1: page.narrative },
      value: page.value,
      // A pending result is an authorization the shop still has to settle.
      settlement: { auto: !isPending },
      ...(page.fraudDisabled ? {} : { fraud: { type: 'fraudSight' as const } }),
      ...(page.threeDSDisabled
        ? {}
        : {
            threeDS: {
              type: 'integrated' as const,
              mode: 'always' as const,
              challenge: { returnUrl: browser.returnUrl, windowSize: challengeWindowSize },
              deviceData: {
                acceptHeader: browser.acceptHeader,
                userAgentHeader: browser.userAgentHeader,
              },
            },
          }),
    },
  };
  const attemptId = async () => (await currentAttempt(ctx, page)) ?? '';
  return await run(ctx, page, attemptId, () => createPaymentsApiPayment(ctx, request), isPending);
}

/** The page's payment that waits for a 3DS step, if any. */
async function currentAttempt(
  ctx: SandboxContext,
  page: HostedPageView,
): Promise<string | undefined> {
  const payments = await ctx.tables.payments.findBy(
    'transactionReference',
    page.transactionReference,
  );
  return payments.find(
    (p) =>
      p.api === 'payments' &&
      p.entity === page.entity &&
      (p.stage === 'deviceDataRequired' || p.stage === 'challenged'),
  )?.id;
}

/**
 * A step posted for an attempt that is not the one the page waits on: an earlier attempt the
 * page replaced (a second Pay in another tab of the same page), one that has finished, or
 * another page's. It is refused and the page and its current attempt are left alone: closing
 * the page for it would end the shopper's live payment.
 */
const superseded: HostedStep = {
  step: 'superseded',
  message: 'This payment attempt is no longer the current one on this page.',
};

/** The next step of the page's current attempt, unless the page closed or a newer one began. */
async function continueAttempt(
  ctx: SandboxContext,
  page: HostedPageView,
  attempt: string,
  call: () => Promise<PaymentsApiAnswer>,
): Promise<HostedStep> {
  const closed = closedState(page);
  if (closed) return closed;
  if (attempt !== (await currentAttempt(ctx, page))) return superseded;
  const isPending = await isPendingAttempt(ctx, attempt);
  return await run(ctx, page, async () => attempt, call, isPending);
}

/** After device data collection (with the SessionId, or none if it timed out). */
export function continueAfterDeviceData(
  ctx: SandboxContext,
  page: HostedPageView,
  attempt: string,
  sessionId: string | undefined,
): Promise<HostedStep> {
  return continueAttempt(ctx, page, attempt, () => supplyDeviceData(ctx, attempt, sessionId));
}

/** After the challenge frame came back to the page's ReturnUrl. */
export function continueAfterChallenge(
  ctx: SandboxContext,
  page: HostedPageView,
  attempt: string,
): Promise<HostedStep> {
  return continueAttempt(ctx, page, attempt, () => completeChallengeStep(ctx, attempt));
}

async function isPendingAttempt(ctx: SandboxContext, attempt: string): Promise<boolean> {
  const payment = await getPayment(ctx, 'payments', attempt);
  return payment !== undefined && hostedPaymentNameFor(payment.card.holderName) === 'pending';
}

export async function cancelHostedPayment(
  ctx: SandboxContext,
  page: HostedPageView,
): Promise<HostedStep> {
  return closedState(page) ?? (await finish(ctx, page, 'cancelled_by_shopper'));
}
