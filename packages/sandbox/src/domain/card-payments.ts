// Card Payments v7 (provider-api.md §7): customer-initiated (card/plain, card/token,
// card/checkout, network tokens and wallets: instruments.ts) and merchant-initiated (a stored token or card with the scheme reference of the
// first payment: scheme-references.ts checks it was issued for that card) authorizations, and
// their events query; the follow-up actions are payment-actions.ts, their links
// card-payment-links.ts.
// 3DS data and the FraudSight risk profile arrive ready-made from the modular APIs and are
// accepted as given.
import { adoptClockOf, ownedBy } from './clocks';
import type {
  CardPaymentResponse,
  CustomerInitiatedTransaction,
  MerchantInitiatedTransaction,
} from '@sjd/contracts';
import { authorizePayment, paymentInstrumentResult, riskFactorsFor } from './authorization';
import { cardPaymentsInstrument, cardPaymentsInstrumentType } from './instrument-wire';
import { resolveInstrument, type ResolvedInstrument } from './instruments';
import type { SandboxContext } from './context';
import { internalError, ProviderError } from './errors';
import { newCommandId, newPaymentId, opaqueId } from './ids';
import { cardPaymentLinks } from './card-payment-links';
import { authorizationResultOf, lastEventOf } from './payment-history';
import { assertNewTransaction, type PaymentRecord } from './payments';
import { avsResultFor, cvcResultFor, type InitiatedBy } from './scenarios';
import { assertSchemeReferenceFor } from './scheme-references';

/** A customer-initiated authorization: the shopper is there (3DS and the CVC may come with it). */
export async function createCustomerInitiatedPayment(
  ctx: SandboxContext,
  request: CustomerInitiatedTransaction,
): Promise<CardPaymentResponse> {
  await assertNewTransaction(
    ctx,
    'cardPayments',
    request.merchant.entity,
    request.transactionReference,
  );
  const resolved = await resolveInstrument(
    ctx,
    cardPaymentsInstrument(request.instruction.paymentInstrument),
  );
  return await createCardPayment(ctx, request, resolved, 'customer');
}

/**
 * A merchant-initiated authorization (a subscription renewal, an instalment, an unscheduled
 * top-up): the customer agreement must quote a scheme reference issued for the card charged.
 */
export async function createMerchantInitiatedPayment(
  ctx: SandboxContext,
  request: MerchantInitiatedTransaction,
): Promise<CardPaymentResponse> {
  await assertNewTransaction(
    ctx,
    'cardPayments',
    request.merchant.entity,
    request.transactionReference,
  );
  const resolved = await resolveInstrument(
    ctx,
    cardPaymentsInstrument(request.instruction.paymentInstrument),
  );
  const agreement = request.instruction.customerAgreement;
  await assertSchemeReferenceFor(ctx, agreement.schemeReference, resolved.card.number);
  return await createCardPayment(ctx, request, resolved, 'merchant');
}

async function createCardPayment(
  ctx: SandboxContext,
  request: CustomerInitiatedTransaction | MerchantInitiatedTransaction,
  resolved: ResolvedInstrument,
  initiatedBy: InitiatedBy,
): Promise<CardPaymentResponse> {
  const { instruction } = request;
  const agreement = instruction.customerAgreement;
  const payment: PaymentRecord = {
    id: opaqueId(24),
    api: 'cardPayments',
    paymentId: newPaymentId(),
    commandId: newCommandId(),
    transactionReference: request.transactionReference,
    entity: request.merchant.entity,
    createdAt: ctx.clock.now().getTime(),
    ...ownedBy(ctx),
    value: { currency: instruction.value.currency, amount: instruction.value.amount },
    narrative: instruction.narrative,
    card: resolved.card,
    instrumentType: cardPaymentsInstrumentType(resolved.source),
    checks: {
      cvc: cvcResultFor(resolved.cvc),
      avs: avsResultFor(resolved.card.billingAddress?.postalCode),
    },
    orders: {
      autoSettle: instruction.requestAutoSettlement.enabled,
      ...(instruction.value.estimated ? { estimated: true } : {}),
      // Card Payments settles automatically without cancelling on CVC/AVS results.
      cancelOnCvcNotMatched: false,
      cancelOnAvsNotMatched: false,
      ...(agreement
        ? {
            customerAgreement: {
              type: agreement.type,
              ...('storedCardUsage' in agreement
                ? { storedCardUsage: agreement.storedCardUsage }
                : {}),
            },
          }
        : {}),
      merchantInitiated: initiatedBy === 'merchant',
    },
    stage: 'authorized',
    history: [],
  };
  return cardPaymentView(ctx, await authorizePayment(ctx, payment));
}

export function cardPaymentView(ctx: SandboxContext, payment: PaymentRecord): CardPaymentResponse {
  // The `ERROR` magic name: the issuer errors and the outcome is unknown (HTTP 500).
  if (payment.stage === 'error') throw internalError();
  const riskFactors = riskFactorsFor(payment.checks);
  const common = {
    transactionReference: payment.transactionReference,
    paymentId: payment.paymentId,
    commandId: payment.commandId,
    ...(riskFactors.length > 0 ? { riskFactors } : {}),
    paymentInstrument: paymentInstrumentResult(payment),
    _links: cardPaymentLinks(ctx, payment, 'cardPaymentsAnswer', ctx.clock.now().getTime()),
  };
  const refusal = payment.authorization?.refusal;
  if (refusal) {
    return {
      outcome: 'refused',
      ...common,
      refusalCode: refusal.code,
      refusalDescription: refusal.description,
    };
  }
  return {
    outcome:
      authorizationResultOf(payment) === 'sentForSettlement' ? 'Sent for Settlement' : 'authorized',
    ...common,
    issuer: { authorizationCode: payment.authorization?.authorizationCode ?? '' },
    scheme: { reference: payment.authorization?.schemeReference ?? '' },
  };
}

/**
 * The payment a Card Payments link names. Any card payment the sandbox holds, whatever API made
 * it: Payment Queries offers these links for all of them (an HPP or Payments API payment is
 * refunded through them) [INF]; one still in 3DS has no authorization yet and is not found.
 */
export async function getCardPayment(
  ctx: SandboxContext,
  linkData: string,
): Promise<PaymentRecord> {
  const payment = await ctx.tables.payments.get(linkData);
  await adoptClockOf(ctx, payment);
  if (!payment || payment.history.length === 0)
    throw new ProviderError(404, 'endpointNotFound', 'The requested resource was not found.');
  return payment;
}

/** `GET cardPayments:events`: the last event as of now and the links the state offers. */
export function cardPaymentEventsView(ctx: SandboxContext, payment: PaymentRecord) {
  const now = ctx.clock.now().getTime();
  return {
    // Every payment found has an authorization attempt, so a last event.
    lastEvent: lastEventOf(payment, now) ?? 'Error',
    _links: cardPaymentLinks(ctx, payment, 'cardPayments', now),
  };
}

/**
 * Card Payments' recovery query (`GET /payments/events?transactionReference=`): a merchant that
 * lost the answer finds the payment by its reference (the latest made with it, whatever API
 * made it, as the links act on any card payment). Without one, or for none, the API's 404.
 */
export async function cardPaymentByReference(
  ctx: SandboxContext,
  query: Record<string, unknown>,
): Promise<PaymentRecord> {
  const reference = query.transactionReference;
  const found =
    typeof reference === 'string' && reference.length > 0 && reference.length <= 64
      ? (await ctx.tables.payments.findBy('transactionReference', reference)).filter(
          (p) => p.history.length > 0,
        )
      : [];
  const payment = found.at(-1);
  if (!payment) {
    throw new ProviderError(404, 'endpointNotFound', 'No payment has this transactionReference.', {
      keepMessage: true,
    });
  }
  await adoptClockOf(ctx, payment);
  return payment;
}
