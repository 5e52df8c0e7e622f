// APMs API 2024-07-01 answers: the payment resource as `POST /apmPayments` returns it (with the
// shopper's `redirect` and, for Pix and Swish, the `transactionCode`), as the query returns it,
// and as the follow-up actions return it. `lastEvent` is the API's own enum (lower camelCase,
// unlike the Payments API's words); `_actions` members are `{ href, method }`.
import * as z from 'zod/mini';
import { actionLinkSchema, linkSchema } from './common';

export const apmLastEvents = [
  'authorized',
  'cancelFailed',
  'cancelled',
  'cancelRequested',
  'sentForSettlement',
  'sentForAuthorization',
  'settlementFailed',
  'chargebackReversed',
  'chargedBack',
  'disputeExpired',
  'disputeFundsHeld',
  'disputeFundsReleased',
  'disputeReserveReleased',
  'error',
  'expired',
  'disputeInformationRequested',
  'disputInformationSupplied',
  'miscellaneous',
  'pending',
  'refunded',
  'refundExpired',
  'refundFailed',
  'refundReversed',
  'refused',
  'refusedByIssuer',
  'requestExpired',
  'sentForRefund',
  'settled',
  'settlementReversed',
  'cancelledByCustomer',
  'signedFormReceived',
  'unknown',
  'manuallyAmended',
] as const;
export type ApmLastEvent = (typeof apmLastEvents)[number];

export const apmActionNames = [
  'reverse',
  'partialReverse',
  'settle',
  'partialSettle',
  'confirmPayment',
] as const;
export type ApmActionName = (typeof apmActionNames)[number];

export const apmActionsSchema = z.object({
  reverse: z.optional(actionLinkSchema),
  partialReverse: z.optional(actionLinkSchema),
  settle: z.optional(actionLinkSchema),
  partialSettle: z.optional(actionLinkSchema),
  confirmPayment: z.optional(actionLinkSchema),
});
export type ApmActions = z.infer<typeof apmActionsSchema>;

const selfLinks = z.object({ self: linkSchema });

/** PaymentInstrumentResponse; `sdkReference` for PayPal's Smart Button flow. */
export const apmPaymentInstrumentResponseSchema = z.object({
  method: z.string(),
  type: z.string(),
  sdkReference: z.optional(z.string()),
});

/** ApmPaymentResourceWithRedirectV2: the 201 of `POST /apmPayments`. */
export const apmPaymentResponseSchema = z.object({
  paymentId: z.string(),
  lastEvent: z.enum(apmLastEvents),
  _links: selfLinks,
  _actions: apmActionsSchema,
  /** A URL for the shopper, or a QR code as base64 PNG (Pix, Swish without a phone number). */
  redirect: z.string(),
  paymentInstrument: apmPaymentInstrumentResponseSchema,
  commandId: z.string(),
  /** Pix: the code to copy into the banking app; Swish: the token for the app's URL scheme. */
  transactionCode: z.optional(z.string()),
});
export type ApmPaymentResponse = z.infer<typeof apmPaymentResponseSchema>;

/** ApmPaymentResourceQuery: the 200 of `GET /apmPayments/{paymentId}`. */
export const apmQueryResponseSchema = z.object({
  paymentId: z.string(),
  lastEvent: z.enum(apmLastEvents),
  _links: selfLinks,
  _actions: apmActionsSchema,
});
export type ApmQueryResponse = z.infer<typeof apmQueryResponseSchema>;

/**
 * ApmPaymentResourceNoActions(Settlement): the answer of a confirmation (201) and of the
 * settle and reverse actions (202); its `_actions` is the empty object of the spec's examples.
 */
export const apmActionResponseSchema = z.object({
  paymentId: z.string(),
  lastEvent: z.enum(apmLastEvents),
  _links: selfLinks,
  _actions: apmActionsSchema,
  commandId: z.optional(z.string()),
});
export type ApmActionResponse = z.infer<typeof apmActionResponseSchema>;

/** `GET /apmPayments/status`: plain text, e.g. `OK - 2022-05-16T10:50:55.444486`. */
export const apmServiceStatusSchema = z.string().check(z.regex(/^OK - /));
