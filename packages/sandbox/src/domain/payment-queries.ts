// Payment Queries v1 (provider-lifecycle.md §1.4, the provider's "Payment Queries" OpenAPI): one
// payment's full history by `paymentId`, and the search by transaction reference (the hosted
// payment page's self link); the date-range search is in payment-search.ts. Every payment an
// authorization was attempted for is listed, whatever API made it.
//
// Its events are the history's commands, each a pair `…Requested` then `…RequestSubmitted`
// sharing a `commandId` (the authorization: `…Requested` then `…Succeeded|Refused|Failed`).
// What comes later — settled, refunded, and their failures — is no Payment Queries event: the
// spec lists none yet ("settlement events will be added"); the Payments API's and Card
// Payments' `lastEvent` report it, and so will webhooks.
import type {
  PaymentQueryEvent,
  PaymentQueryPayment,
  PaymentQueryResponse,
  PaymentQuerySummary,
} from '@sjd/contracts';
import { cardFacts } from './cards';
import { cardPaymentActionLinks } from './card-payment-links';
import type { SandboxContext } from './context';
import { ProviderError } from './errors';
import type { PaymentCommand, PaymentRecord } from './payments';

export const paymentQueriesPath = '/paymentQueries/payments';

export const paymentQueryHref = (ctx: SandboxContext, transactionReference: string) =>
  `${ctx.publicUrl}${paymentQueriesPath}?transactionReference=${encodeURIComponent(transactionReference)}`;

export const paymentHistoryHref = (ctx: SandboxContext, payment: PaymentRecord) =>
  `${ctx.publicUrl}${paymentQueriesPath}/${payment.paymentId}`;

export const paymentNotFound = () =>
  new ProviderError(404, 'paymentNotFound', 'The payment you are trying to access does not exist.');

/** Payments Payment Queries knows: an authorization was attempted. */
export const isQueryable = (payment: PaymentRecord) => payment.history.length > 0;

/** The Payment Queries events of one command. */
function eventsOf(payment: PaymentRecord, command: PaymentCommand): PaymentQueryEvent[] {
  const { commandId } = command;
  const timestamp = new Date(command.at).toISOString();
  const value = (amount: number) => ({ amount, currency: payment.value.currency });
  switch (command.kind) {
    case 'authorization':
    case 'sale': {
      const requested = { eventName: `${command.kind}Requested` as const, timestamp, commandId };
      const refusal = payment.authorization?.refusal;
      if (payment.stage === 'refused' && refusal) {
        const eventName = command.kind === 'sale' ? 'saleRefused' : 'authorizationRefused';
        const { code, description } = refusal;
        return [
          requested,
          { eventName, timestamp, outcome: 'refused', code, description, commandId },
        ];
      }
      if (payment.stage === 'error') {
        const eventName = command.kind === 'sale' ? 'saleFailed' : 'authorizationFailed';
        const error = { name: 'internalErrorOccurred', message: 'Payment failed to be authorized' };
        return [requested, { eventName, timestamp, error, commandId }];
      }
      const eventName = command.kind === 'sale' ? 'saleSucceeded' : 'authorizationSucceeded';
      return [requested, { eventName, timestamp, outcome: 'authorized', commandId }];
    }
    case 'settlement':
      return [
        {
          eventName: 'settlementRequested',
          timestamp,
          type: command.partial ? 'partialSettlement' : 'fullSettlement',
          ...(command.reference ? { settlementReference: command.reference } : {}),
          value: value(command.amount),
          commandId,
        },
        { eventName: 'settlementRequestSubmitted', timestamp, commandId },
      ];
    case 'refund':
      return [
        {
          eventName: 'refundRequested',
          timestamp,
          type: command.partial ? 'partialRefund' : 'fullRefund',
          ...(command.reference ? { refundReference: command.reference } : {}),
          value: value(command.amount),
          commandId,
        },
        { eventName: 'refundRequestSubmitted', timestamp, commandId },
      ];
    case 'cancellation':
      return [
        { eventName: 'cancellationRequested', timestamp, commandId },
        { eventName: 'cancellationRequestSubmitted', timestamp, commandId },
      ];
    case 'reversal':
      return [
        { eventName: 'reversalRequested', timestamp, value: value(command.amount), commandId },
        { eventName: 'reversalRequestSubmitted', timestamp, commandId },
      ];
    case 'increase':
      // Payment Queries' event names have none for an incremental authorization [H: its enum].
      return [];
  }
}

export function paymentQueryEvents(payment: PaymentRecord): PaymentQueryEvent[] {
  return payment.history.flatMap((command) => eventsOf(payment, command));
}

function transactionTypeOf(payment: PaymentRecord): PaymentQuerySummary['transactionType'] {
  const agreement = payment.orders.customerAgreement?.type;
  if (agreement === undefined) return 'oneTime';
  return agreement === 'cardOnFile' ? 'cardOnFile' : 'recurring';
}

/** What every answer says about a payment (the search lists these, with a link to the rest). */
function factsOf(payment: PaymentRecord): Omit<PaymentQuerySummary, '_links'> {
  const facts = cardFacts(payment.card.number);
  const { authorization } = payment;
  const lastEvent = paymentQueryEvents(payment).at(-1)?.eventName;
  return {
    timestamp: new Date(payment.history[0]?.at ?? payment.createdAt).toISOString(),
    paymentId: payment.paymentId,
    transactionReference: payment.transactionReference,
    ...(payment.narrative ? { narrative: payment.narrative } : {}),
    transactionType: transactionTypeOf(payment),
    authorizationType: payment.history[0]?.kind === 'sale' ? 'sale' : 'authorization',
    entity: payment.entity,
    ...(lastEvent ? { lastEvent } : {}),
    ...(authorization?.authorizationCode
      ? { issuer: { authorizationCode: authorization.authorizationCode } }
      : {}),
    ...(authorization?.schemeReference
      ? { scheme: { reference: authorization.schemeReference } }
      : {}),
    paymentInstrument: {
      type: paymentQueriesInstrumentType(payment.instrumentType),
      card: {
        number: { last4Digits: facts.lastFour, cardBin: facts.bin },
        brand: facts.brand,
        expiryDate: payment.card.expiry,
        fundingType: facts.fundingType,
        issuerName: facts.issuerName,
        category: facts.category,
        countryCode: facts.countryCode,
        paymentAccountReference: facts.paymentAccountReference,
      },
    },
    value: payment.value,
  };
}

export function paymentSummary(ctx: SandboxContext, payment: PaymentRecord): PaymentQuerySummary {
  return { ...factsOf(payment), _links: { self: { href: paymentHistoryHref(ctx, payment) } } };
}

/**
 * `GET /paymentQueries/payments/{paymentId}`: the payment, every event, and the Card Payments
 * links of what it offers now (a refused or failed authorization: `self` only).
 */
export function retrievePaymentView(
  ctx: SandboxContext,
  payment: PaymentRecord,
  now: number,
): PaymentQueryPayment {
  const links =
    payment.stage === 'authorized' ? cardPaymentActionLinks(ctx, payment, 'cardPayments', now) : {};
  return {
    ...factsOf(payment),
    events: paymentQueryEvents(payment),
    _links: { self: { href: paymentHistoryHref(ctx, payment) }, ...links },
  };
}

/** `GET /paymentQueries/payments?transactionReference=`: the payments made with it, any API. */
export async function searchByTransactionReference(
  ctx: SandboxContext,
  transactionReference: string,
): Promise<PaymentQueryResponse> {
  const payments = (
    await ctx.tables.payments.findBy('transactionReference', transactionReference)
  ).filter(isQueryable);
  return {
    _links: { self: { href: paymentQueryHref(ctx, transactionReference) } },
    _embedded: { payments: payments.map((p) => paymentSummary(ctx, p)) },
  };
}

/**
 * Payment Queries' own names for the instrument (its document's enum), from the type the
 * paying API answered: a card however it was given (plain, Checkout SDK session, stored token)
 * is `card/plain+masked`; a network token or a decrypted wallet keeps its network-token name.
 */
export function paymentQueriesInstrumentType(instrumentType: string): string {
  if (instrumentType.includes('applepay')) return 'card/networkToken+applepay';
  if (instrumentType.includes('googlepay')) return 'card/networkToken+googlepay';
  if (instrumentType.includes('networkToken')) return 'card/networkToken';
  return 'card/plain+masked';
}
