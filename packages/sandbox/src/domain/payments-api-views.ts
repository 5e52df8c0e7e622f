// How a Payments API payment reads on the wire (provider-api.md §2.3): one body per outcome,
// `_links.self` for the query and `_actions` for exactly the steps its state allows.
import type {
  PaymentsApiActionName,
  PaymentsApiActions,
  PaymentsApiQueryResponse,
  PaymentsApiResponse,
} from '@sjd/contracts';
import { cardFacts } from './cards';
import { paymentInstrumentResult, riskFactorsFor } from './authorization';
import type { SandboxContext } from './context';
import { internalError, ProviderError } from './errors';
import { allowedActions, lastEvent, type PaymentAction, type PaymentRecord } from './payments';
import { fraudReason } from './scenarios';
import { getToken, tokenHref } from './tokens';

/** The path segment after `/api/payments/{linkData}/` for each action. */
export const paymentsApiActionPaths: Record<PaymentsApiActionName, string> = {
  settlePayment: 'settlements',
  partiallySettlePayment: 'partialSettlements',
  refundPayment: 'refunds',
  partiallyRefundPayment: 'partialRefunds',
  cancelPayment: 'cancellations',
  reversePayment: 'reversals',
  supply3dsDeviceData: '3dsDeviceData',
  complete3dsChallenge: '3dsChallenges',
};

const actionNames: Record<PaymentAction, PaymentsApiActionName> = {
  settle: 'settlePayment',
  partialSettle: 'partiallySettlePayment',
  refund: 'refundPayment',
  partialRefund: 'partiallyRefundPayment',
  cancel: 'cancelPayment',
  reverse: 'reversePayment',
};

export const paymentHref = (ctx: SandboxContext, payment: PaymentRecord) =>
  `${ctx.publicUrl}/api/payments/${payment.id}`;

function actionsOf(ctx: SandboxContext, payment: PaymentRecord, names: PaymentsApiActionName[]) {
  const actions: PaymentsApiActions = {};
  for (const name of names) {
    actions[name] = {
      href: `${paymentHref(ctx, payment)}/${paymentsApiActionPaths[name]}`,
      method: 'POST',
    };
  }
  return actions;
}

export function nextActions(ctx: SandboxContext, payment: PaymentRecord): PaymentsApiActions {
  return actionsOf(
    ctx,
    payment,
    allowedActions(payment).map((action) => actionNames[action]),
  );
}

export function deviceDataRequiredView(
  ctx: SandboxContext,
  payment: PaymentRecord,
  ddc: { jwt: string; url: string; bin?: string },
): PaymentsApiResponse {
  return {
    outcome: '3dsDeviceDataRequired',
    transactionReference: payment.transactionReference,
    deviceDataCollection: {
      jwt: ddc.jwt,
      url: ddc.url,
      bin: ddc.bin ?? payment.card.number.slice(0, 6),
    },
    _actions: actionsOf(ctx, payment, ['supply3dsDeviceData']),
  };
}

export function challengedView(
  ctx: SandboxContext,
  payment: PaymentRecord,
  challenge: { reference: string; url: string; jwt: string; payload: string },
  version: string,
): PaymentsApiResponse {
  return {
    outcome: '3dsChallenged',
    transactionReference: payment.transactionReference,
    authentication: { version },
    challenge,
    _actions: actionsOf(ctx, payment, ['complete3dsChallenge']),
  };
}

export function authenticationStoppedView(
  payment: PaymentRecord,
  outcome: '3dsAuthenticationFailed' | '3dsUnavailable',
  authentication: { version: string; eci: string; transactionId?: string },
): PaymentsApiResponse {
  return { outcome, transactionReference: payment.transactionReference, authentication };
}

export function fraudHighRiskView(payment: PaymentRecord, score: number): PaymentsApiResponse {
  return {
    outcome: 'fraudHighRisk',
    transactionReference: payment.transactionReference,
    score,
    reason: [fraudReason],
  };
}

/** The answer to an authorization attempt: 201 for authorized / refused, 202 when auto-settled. */
export function authorizationView(
  ctx: SandboxContext,
  payment: PaymentRecord,
): { status: 201 | 202; body: PaymentsApiResponse } {
  // The `ERROR` magic name: the provider's try environment answers 500 (outcome unknown).
  if (payment.stage === 'error') throw internalError();
  const riskFactors = riskFactorsFor(payment.checks);
  const common = {
    transactionReference: payment.transactionReference,
    paymentId: payment.paymentId,
    ...(riskFactors.length > 0 ? { riskFactors } : {}),
    ...(payment.fraud ? { fraud: fraudResult(payment.fraud) } : {}),
    ...(payment.threeDS?.result ? { threeDS: threeDsResult(payment) } : {}),
    paymentInstrument: paymentInstrumentResult(payment),
    _links: { self: { href: paymentHref(ctx, payment) } },
  };
  const refusal = payment.authorization?.refusal;
  if (payment.stage === 'refused' && refusal) {
    return {
      status: 201,
      body: {
        outcome: 'refused',
        ...common,
        refusalCode: refusal.code,
        refusalDescription: refusal.description,
      },
    };
  }
  const authorized = {
    ...common,
    schemeReference: payment.authorization?.schemeReference,
    issuer: { authorizationCode: payment.authorization?.authorizationCode ?? '' },
    ...tokenResult(ctx, payment),
    _actions: nextActions(ctx, payment),
  };
  const last = lastEvent(payment);
  if (last === 'sentForSettlement')
    return { status: 202, body: { outcome: 'sentForSettlement', ...authorized } };
  if (last === 'sentForCancellation') {
    return { status: 202, body: { outcome: 'sentForCancellation', ...authorized } };
  }
  return { status: 201, body: { outcome: 'authorized', ...authorized } };
}

function fraudResult(fraud: { outcome: string; score: number }) {
  const outcomes = [
    'lowRisk',
    'highRisk',
    'review',
    'error',
    'lowRisk(silentMode)',
    'highRisk(silentMode)',
    'review(silentMode)',
    'error(silentMode)',
  ] as const;
  const outcome = outcomes.find((o) => o === fraud.outcome) ?? 'error';
  return { outcome, score: fraud.score };
}

function threeDsResult(payment: PaymentRecord) {
  const result = payment.threeDS?.result;
  if (!result) return undefined;
  return {
    outcome: result.outcome,
    ...(result.issuerResponse ? { issuerResponse: result.issuerResponse } : {}),
    version: '2.2.0',
    ...(result.eci ? { eci: result.eci } : {}),
    ...(result.status ? { status: result.status } : {}),
    ...(result.dsTransactionId ? { dsTransactionId: result.dsTransactionId } : {}),
  };
}

function tokenResult(ctx: SandboxContext, payment: PaymentRecord) {
  const token = payment.token ? getToken(ctx, payment.token.id) : undefined;
  if (!token) return {};
  const facts = cardFacts(token.cardNumber);
  const conflicts = payment.token?.conflicted ? token.conflicts : undefined;
  return {
    token: {
      href: tokenHref(ctx, token),
      tokenId: token.tokenId,
      tokenExpiryDateTime: new Date(token.expiresAt).toISOString(),
      cardNumber: facts.masked,
      cardHolderName: token.cardHolderName,
      cardExpiry: token.cardExpiryDate,
      bin: facts.bin,
      fundingType: facts.fundingType,
      countryCode: facts.countryCode,
      ...(token.schemeTransactionReference
        ? { schemeReference: token.schemeTransactionReference }
        : {}),
      ...(conflicts
        ? {
            conflicts: {
              conflictsExpiryDateTime: new Date(conflicts.expiresAt).toISOString(),
              ...(conflicts.schemeTransactionReference
                ? { schemeReference: conflicts.schemeTransactionReference }
                : {}),
              paymentInstrument: {
                ...(conflicts.cardHolderName ? { cardHolderName: conflicts.cardHolderName } : {}),
                ...(conflicts.cardExpiryDate ? { cardExpiryDate: conflicts.cardExpiryDate } : {}),
                ...(conflicts.billingAddress ? { billingAddress: conflicts.billingAddress } : {}),
              },
            },
          }
        : {}),
    },
  };
}

const queryEvents = {
  authorized: 'Authorized',
  refused: 'Refused',
  sentForSettlement: 'Sent for Settlement',
  sentForRefund: 'Sent for Refund',
  sentForCancellation: 'Sent for Cancellation',
  error: 'Error',
} as const;

/** GET on the payment's self link; 404 until an authorization has been attempted. */
export function queryView(ctx: SandboxContext, payment: PaymentRecord): PaymentsApiQueryResponse {
  const last = lastEvent(payment);
  if (last === null) throw paymentNotFound();
  return {
    lastEvent: queryEvents[last],
    _links: { self: { href: paymentHref(ctx, payment) } },
    _actions: nextActions(ctx, payment),
  };
}

export const paymentNotFound = () =>
  new ProviderError(404, 'urlContainsInvalidValue', 'Please provide a valid url value or values.');
