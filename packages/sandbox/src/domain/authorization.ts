// The issuer's authorization decision (provider-api.md §13.1), shared by every payment API:
// the cardholder name decides authorized / refused / error, an expired card is refused, and
// with auto-settlement a CVC or address mismatch turns the result into a cancellation.
import { defaultAuthorizationValidityMs } from './payment-history';
import type { RiskFactor } from '@sjd/contracts';
import { cardFacts } from './cards';
import type { SandboxContext } from './context';
import { newAuthorizationCode, newCommandId, newSchemeReference } from './ids';
import type { PaymentRecord } from './payments';
import {
  expiredCardRefusal,
  isCardExpired,
  issuerResponseFor,
  type AvsResult,
  type CheckResult,
} from './scenarios';
import { recordSchemeReference } from './scheme-references';
import { storeCard } from './tokens';

export type AuthorizationDecision =
  | { kind: 'error' }
  | { kind: 'refused'; code: string; description: string }
  | { kind: 'authorized'; then: 'none' | 'settle' | 'cancel' };

export function decideAuthorization(payment: PaymentRecord, now: Date): AuthorizationDecision {
  const initiatedBy = payment.orders.merchantInitiated ? 'merchant' : 'customer';
  const issuer = issuerResponseFor(payment.card.holderName, initiatedBy);
  if (issuer.kind === 'error') return { kind: 'error' };
  if (isCardExpired(payment.card.expiry, now)) return { kind: 'refused', ...expiredCardRefusal };
  if (issuer.kind === 'refused') return issuer;
  const { orders, checks } = payment;
  if (!orders.autoSettle) return { kind: 'authorized', then: 'none' };
  const cvcFailed = orders.cancelOnCvcNotMatched && checks.cvc === 'notMatched';
  const avsFailed =
    orders.cancelOnAvsNotMatched &&
    (checks.avs.address === 'notMatched' || checks.avs.postcode === 'notMatched');
  return { kind: 'authorized', then: cvcFailed || avsFailed ? 'cancel' : 'settle' };
}

/** Only checks that did not match are listed (§2.3 `riskFactors`). */
export function riskFactorsFor(checks: { cvc: CheckResult; avs: AvsResult }): RiskFactor[] {
  const factors: RiskFactor[] = [];
  if (checks.cvc !== 'matched') factors.push({ type: 'cvc', risk: checks.cvc });
  if (checks.avs.address !== 'matched') {
    factors.push({ type: 'avs', risk: checks.avs.address, detail: 'address' });
  }
  if (checks.avs.postcode !== 'matched') {
    factors.push({ type: 'avs', risk: checks.avs.postcode, detail: 'postcode' });
  }
  return factors;
}

/**
 * Applies the decision to the payment and saves it: the authorization (a `sale` when it settles
 * automatically) in the history, its codes, the automatic cancellation of the `cancelOn` rules,
 * and the token when `tokenCreation` asked for one. The caller renders the saved payment in its
 * API's format.
 */
export async function authorizePayment(
  ctx: SandboxContext,
  payment: PaymentRecord,
): Promise<PaymentRecord> {
  const now = ctx.clock.now();
  const decision = decideAuthorization(payment, now);
  const at = now.getTime();
  const settles =
    decision.kind === 'authorized' ? decision.then === 'settle' : payment.orders.autoSettle;
  const attempt: PaymentRecord = {
    ...payment,
    history: [{ kind: settles ? 'sale' : 'authorization', commandId: payment.commandId, at }],
    validUntil: at + (ctx.authorizationValidityMs ?? defaultAuthorizationValidityMs),
  };
  let result: PaymentRecord;
  switch (decision.kind) {
    case 'error':
      result = { ...attempt, stage: 'error' };
      break;
    case 'refused':
      result = {
        ...attempt,
        stage: 'refused',
        authorization: { refusal: { code: decision.code, description: decision.description } },
      };
      break;
    case 'authorized': {
      const schemeReference = newSchemeReference();
      // The reference later merchant-initiated payments on this card quote (provider-api.md §7).
      await recordSchemeReference(ctx, schemeReference, payment.card.number, 'payment');
      result = {
        ...attempt,
        stage: 'authorized',
        authorization: { authorizationCode: newAuthorizationCode(), schemeReference },
      };
      if (decision.then === 'cancel') {
        // A CVC or address that did not match, with automatic settlement: the provider
        // authorizes, then cancels at once instead of settling (§2.3 `sentForCancellation`).
        result.history.push({
          kind: 'cancellation',
          commandId: newCommandId(),
          at,
          amount: payment.value.amount,
          partial: false,
          automatic: true,
        });
      }
      result.token = await createRequestedToken(ctx, result);
      break;
    }
  }
  await ctx.tables.payments.put(result);
  return result;
}

async function createRequestedToken(
  ctx: SandboxContext,
  payment: PaymentRecord,
): Promise<PaymentRecord['token']> {
  const request = payment.orders.tokenCreation;
  const holderName = payment.card.holderName;
  // The sandbox creates tokens only for authorizations that went through (cancelled by a
  // CVC/AVS rule included: the card itself was good).
  if (!request || holderName === undefined) return undefined;
  const { token, status } = await storeCard(ctx, {
    namespace: request.namespace ?? null,
    cardNumber: payment.card.number,
    cardHolderName: holderName,
    cardExpiryDate: payment.card.expiry,
    billingAddress: payment.card.billingAddress,
    description: request.description,
    schemeTransactionReference: payment.authorization?.schemeReference,
    verified: true,
  });
  return {
    id: token.id,
    conflicted: status === 'conflict',
    ...(status === 'created' ? { created: true as const } : {}),
  };
}

/** The masked instrument every payment response echoes (§2.3 `paymentInstrument`). */
export function paymentInstrumentResult(payment: PaymentRecord) {
  const facts = cardFacts(payment.card.number);
  return {
    type: payment.instrumentType,
    cardBin: facts.bin,
    lastFour: facts.lastFour,
    countryCode: facts.countryCode,
    expiryDate: payment.card.expiry,
    cardBrand: facts.brand,
    fundingType: facts.fundingType,
    category: facts.category,
    issuerName: facts.issuerName,
    paymentAccountReference: facts.paymentAccountReference,
  };
}
