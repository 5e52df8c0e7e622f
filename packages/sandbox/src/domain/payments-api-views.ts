// How a Payments API payment reads on the wire (provider-api.md §2.3): one body per outcome,
// `_links.self` for the query and `_actions` for exactly the steps its state allows.
import type {
  PaymentsApiActionName,
  PaymentsApiActionResponse,
  PaymentsApiActions,
  PaymentsApiQueryResponse,
  PaymentsApiResponse,
} from '@sjd/contracts';
import { cardFacts } from './cards';
import { paymentInstrumentResult, riskFactorsFor } from './authorization';
import type { SandboxContext } from './context';
import { internalError, ProviderError } from './errors';
import { offeredActions } from './payment-actions';
import { authorizationResultOf, lastEventOf } from './payment-history';
import type { PaymentAction, PaymentRecord } from './payments';
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

/** The `_actions` key of each action; the Payments API has no partial cancellation. */
const actionNames: Record<PaymentAction, PaymentsApiActionName | null> = {
  settle: 'settlePayment',
  partialSettle: 'partiallySettlePayment',
  refund: 'refundPayment',
  partialRefund: 'partiallyRefundPayment',
  cancel: 'cancelPayment',
  partialCancel: null,
  increaseAuthorization: null,
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

/** The `_actions` the payment offers now (§1.2: the same after an action and in the query). */
export function nextActions(ctx: SandboxContext, payment: PaymentRecord): PaymentsApiActions {
  const offered = offeredActions(payment, 'paymentsApi', ctx.clock.now().getTime());
  return actionsOf(
    ctx,
    payment,
    offered.flatMap((action) => actionNames[action] ?? []),
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
export async function authorizationView(
  ctx: SandboxContext,
  payment: PaymentRecord,
): Promise<{ status: 201 | 202; body: PaymentsApiResponse }> {
  // The `ERROR` magic name: the provider's try environment answers 500 (outcome unknown).
  if (payment.stage === 'error') throw internalError();
  const riskFactors = riskFactorsFor(payment.checks);
  const common = {
    transactionReference: payment.transactionReference,
    paymentId: payment.paymentId,
    ...(riskFactors.length > 0 ? { riskFactors } : {}),
    ...(payment.fraud ? { fraud: fraudResult(payment.fraud) } : {}),
    ...(payment.threeDS?.result || payment.externalThreeDS
      ? { threeDS: threeDsResult(payment) }
      : {}),
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
    ...(await tokenResult(ctx, payment)),
    _actions: nextActions(ctx, payment),
  };
  const outcome = authorizationResultOf(payment);
  if (outcome === 'authorized') return { status: 201, body: { outcome, ...authorized } };
  return { status: 202, body: { outcome, ...authorized } };
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
  const external = payment.externalThreeDS;
  if (external) {
    // Authenticated elsewhere [INF: the answer to an external authentication is not shown].
    return {
      outcome: 'authenticated' as const,
      version: external.version,
      ...(external.eci ? { eci: external.eci } : {}),
      ...(external.dsTransactionId ? { dsTransactionId: external.dsTransactionId } : {}),
    };
  }
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

async function tokenResult(ctx: SandboxContext, payment: PaymentRecord) {
  const token = payment.token ? await getToken(ctx, payment.token.id) : undefined;
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

export type PaymentsApiAction = Exclude<PaymentAction, 'partialCancel' | 'increaseAuthorization'>;

/**
 * The 202 answer of a follow-up action, shaped as the spec's response for it (§1.2): a full
 * refund has no `_actions`; a cancellation or reversal has neither `_actions` nor `paymentId`.
 */
export function actionAnswerView(
  ctx: SandboxContext,
  payment: PaymentRecord,
  action: PaymentsApiAction,
): PaymentsApiActionResponse {
  const _links = { self: { href: paymentHref(ctx, payment) } };
  const { paymentId } = payment;
  switch (action) {
    case 'settle':
    case 'partialSettle':
      return {
        outcome: 'sentForSettlement',
        paymentId,
        _links,
        _actions: nextActions(ctx, payment),
      };
    case 'refund':
      return { outcome: 'sentForRefund', paymentId, _links };
    case 'partialRefund':
      return {
        outcome: 'sentForPartialRefund',
        paymentId,
        _links,
        _actions: nextActions(ctx, payment),
      };
    case 'cancel':
      return { outcome: 'sentForCancellation', _links };
    case 'reverse':
      return { outcome: 'sentForReversal', _links };
  }
}

/** GET on the payment's self link; 404 until an authorization has been attempted. */
export function queryView(ctx: SandboxContext, payment: PaymentRecord): PaymentsApiQueryResponse {
  const last = lastEventOf(payment, ctx.clock.now().getTime());
  if (last === null) throw paymentNotFound();
  return {
    lastEvent: last,
    _links: { self: { href: paymentHref(ctx, payment) } },
    _actions: nextActions(ctx, payment),
  };
}

/** A payment the link names that has no authorization yet (the try environment's 404 [M]). */
export const paymentNotFound = () =>
  new ProviderError(404, 'urlContainsInvalidValue', 'Please provide a valid url value or values.');

/** A link the Payments API never handed out: its document's 404 `endpointNotFound`. */
export const unknownPaymentLink = () =>
  new ProviderError(404, 'endpointNotFound', 'Requested endpoint was not found.');
