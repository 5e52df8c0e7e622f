// Payment Queries v1 (shared/provider-lifecycle.md §1.4; the provider's OpenAPI "Payment
// Queries"): a payment's full history by payment id, and the searches by transaction reference
// and by date range (paged). Media type application/vnd.worldpay.payment-queries-v1.hal+json.
import * as z from 'zod/mini';
import { publishedEnum } from './published-enum';
import { halLinks, linkSchema } from './common';

/** Every `eventName` (and `lastEvent`) the spec lists. */
export const paymentQueryEventNames = [
  'authorizationRequested',
  'authorizationSucceeded',
  'authorizationRefused',
  'authorizationFailed',
  'authorizationTimedOut',
  'saleRequested',
  'saleSucceeded',
  'saleRefused',
  'saleFailed',
  'saleTimedOut',
  'settlementRequested',
  'settlementRequestSubmitted',
  'settlementRequestSubmissionFailed',
  'settlementRequestSubmissionTimedOut',
  'refundRequested',
  'refundRequestSubmitted',
  'refundRequestSubmissionFailed',
  'refundRequestSubmissionTimedOut',
  'cancellationRequested',
  'cancellationRequestSubmitted',
  'cancellationRequestSubmissionFailed',
  'cancellationRequestSubmissionTimedOut',
  'reversalRequested',
  'reversalRequestSubmitted',
  'reversalRequestSubmissionFailed',
  'reversalRequestSubmissionTimedOut',
] as const;
export type PaymentQueryEventName = (typeof paymentQueryEventNames)[number];

const money = z.object({ amount: z.int(), currency: z.string() });
const common = { timestamp: z.string(), commandId: z.optional(z.string()) };

// One shape per kind of event; the event names of the shapes do not overlap.
const plainEvent = z.object({
  eventName: z.enum([
    'authorizationRequested',
    'authorizationTimedOut',
    'saleRequested',
    'saleTimedOut',
    'settlementRequestSubmitted',
    'settlementRequestSubmissionFailed',
    'settlementRequestSubmissionTimedOut',
    'refundRequestSubmitted',
    'refundRequestSubmissionFailed',
    'refundRequestSubmissionTimedOut',
    'cancellationRequested',
    'cancellationRequestSubmitted',
    'cancellationRequestSubmissionFailed',
    'cancellationRequestSubmissionTimedOut',
    'reversalRequestSubmitted',
    'reversalRequestSubmissionFailed',
    'reversalRequestSubmissionTimedOut',
  ]),
  ...common,
});
const succeededEvent = z.object({
  eventName: z.enum(['authorizationSucceeded', 'saleSucceeded']),
  ...common,
  outcome: z.literal('authorized'),
});
const refusedEvent = z.object({
  eventName: z.enum(['authorizationRefused', 'saleRefused']),
  ...common,
  outcome: z.literal('refused'),
  code: z.string(),
  description: z.string(),
});
const failedEvent = z.object({
  eventName: z.enum(['authorizationFailed', 'saleFailed']),
  ...common,
  error: z.object({ name: z.string(), message: z.string() }),
});
const settlementRequested = z.object({
  eventName: z.literal('settlementRequested'),
  ...common,
  type: z.optional(z.enum(['fullSettlement', 'partialSettlement'])),
  settlementReference: z.optional(z.string()),
  value: z.optional(money),
});
const refundRequested = z.object({
  eventName: z.literal('refundRequested'),
  ...common,
  type: z.optional(z.enum(['fullRefund', 'partialRefund'])),
  refundReference: z.optional(z.string()),
  value: z.optional(money),
});
const reversalRequested = z.object({
  eventName: z.literal('reversalRequested'),
  ...common,
  value: z.optional(money),
});

export const paymentQueryEventSchema = z.union([
  plainEvent,
  succeededEvent,
  refusedEvent,
  failedEvent,
  settlementRequested,
  refundRequested,
  reversalRequested,
]);
export type PaymentQueryEvent = z.infer<typeof paymentQueryEventSchema>;

/** The action links a payment offers (Card Payments v7 relations) besides `self`. */
export const paymentQueryActionRels = [
  'cardPayments:cancel',
  'cardPayments:partialCancel',
  'cardPayments:settle',
  'cardPayments:partialSettle',
  'cardPayments:refund',
  'cardPayments:partialRefund',
  'cardPayments:reverse',
  'cardPayments:events',
] as const;
const actionLinks = halLinks(paymentQueryActionRels).shape;

const cardSchema = z.object({
  number: z.object({ last4Digits: z.string(), cardBin: z.string() }),
  brand: z.string(),
  expiryDate: z.optional(z.object({ month: z.int(), year: z.int() })),
  fundingType: z.string(),
  issuerName: z.string(),
  category: z.string(),
  countryCode: z.optional(z.string()),
  paymentAccountReference: z.optional(z.string()),
});

const paymentFacts = {
  timestamp: z.string(),
  paymentId: z.string(),
  transactionReference: z.string(),
  narrative: z.optional(z.object({ line1: z.string(), line2: z.optional(z.string()) })),
  transactionType: z.enum(['oneTime', 'cardOnFile', 'recurring']),
  authorizationType: z.enum(['authorization', 'sale']),
  entity: z.string(),
  lastEvent: z.optional(z.enum(paymentQueryEventNames)),
  issuer: z.optional(z.object({ authorizationCode: z.string() })),
  scheme: z.optional(z.object({ reference: z.string() })),
  // The document's enum: a payment made with a stored token or a Checkout SDK session is a
  // `card/plain+masked` here (issue 41, deviation 2: the sandbox answered its own words).
  paymentInstrument: z.object({
    type: publishedEnum('paymentQueries:pq_querybypaymentid_200_response.paymentInstrument.type'),
    card: z.optional(cardSchema),
  }),
  value: z.object({ currency: z.string(), amount: z.int() }),
};

/** `GET /paymentQueries/payments/{paymentId}`: the payment, its events and next action links. */
export const paymentQueryPaymentSchema = z.object({
  ...paymentFacts,
  events: z.array(paymentQueryEventSchema),
  _links: z.object({ self: linkSchema, ...actionLinks }),
});
export type PaymentQueryPayment = z.infer<typeof paymentQueryPaymentSchema>;

/** One payment of a search: its facts and the link to its full history. */
export const paymentQuerySummarySchema = z.object({
  ...paymentFacts,
  _links: z.object({ self: linkSchema }),
});
export type PaymentQuerySummary = z.infer<typeof paymentQuerySummarySchema>;

/** `GET /paymentQueries/payments?…`: by transaction reference, or a page of a date range. */
export const paymentQueryResponseSchema = z.object({
  _links: z.object({ self: linkSchema, next: z.optional(linkSchema) }),
  _embedded: z.object({ payments: z.array(paymentQuerySummarySchema) }),
});
export type PaymentQueryResponse = z.infer<typeof paymentQueryResponseSchema>;

/**
 * `GET /paymentQueries/archivedPayments`: payments older than the live search keeps. The
 * sandbox deletes everything after its retention (7 days), so it never has one: an empty list.
 */
export const archivedPaymentsResponseSchema = z.object({
  _links: z.object({ self: linkSchema }),
  _embedded: z.object({ payments: z.array(z.unknown()) }),
});
