// Hosted Payment Pages v1 (shared/provider-api.md §12.1). Its `_links.self` is a Payment Queries
// search by transaction reference (payment-queries.ts).
import * as z from 'zod/mini';
import {
  billingAddressSchema,
  linkSchema,
  merchantSchema,
  opaqueObjectSchema,
  transactionReferenceSchema,
  valueSchema,
} from './common';

const url = z.url();

export const hostedPaymentPageRequestSchema = z.strictObject({
  transactionReference: transactionReferenceSchema,
  merchant: merchantSchema,
  // No minimum: the document allows an empty line (issue 41, deviation 12), nor a maximum (the
  // 255 is ours, a sanity cap [INF]).
  narrative: z.strictObject({ line1: z.string().check(z.maxLength(255)) }),
  value: valueSchema,
  /** Seconds the page stays valid (default 3600). */
  expiry: z.optional(
    z.union([
      z.int().check(z.minimum(60), z.maximum(86_400 * 7)),
      z.string().check(z.regex(/^\d{2,6}$/)),
    ]),
  ),
  description: z.optional(z.string().check(z.maxLength(128))),
  billingAddressName: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
  billingAddress: z.optional(billingAddressSchema),
  resultURLs: z.optional(
    z.strictObject({
      successURL: z.optional(url),
      pendingURL: z.optional(url),
      failureURL: z.optional(url),
      errorURL: z.optional(url),
      cancelURL: z.optional(url),
      expiryURL: z.optional(url),
    }),
  ),
  riskData: z.optional(opaqueObjectSchema),
  createToken: z.optional(
    z.strictObject({
      type: z.literal('worldpay'),
      namespace: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
      description: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
      optIn: z.optional(z.enum(['SILENT', 'NOTIFY', 'ASK'])),
    }),
  ),
  customerAgreement: z.optional(
    z.strictObject({
      type: z.enum(['cardOnFile', 'subscription']),
      storedCardUsage: z.enum(['first', 'subsequent']),
    }),
  ),
  paymentInstrument: z.optional(
    z.strictObject({ type: z.literal('card/tokenized'), href: z.string().check(z.minLength(1)) }),
  ),
  settlement: z.optional(opaqueObjectSchema),
  threeDS: z.optional(z.strictObject({ type: z.literal('disabled') })),
  fraud: z.optional(z.strictObject({ type: z.literal('disabled') })),
  locale: z.optional(z.string().check(z.minLength(2), z.maxLength(10))),
  customisation_id: z.optional(z.string()),
  hostedCustomization: z.optional(opaqueObjectSchema),
  hostedProperties: z.optional(opaqueObjectSchema),
});
export type HostedPaymentPageRequest = z.infer<typeof hostedPaymentPageRequestSchema>;

export const hostedPaymentPageResponseSchema = z.object({
  url: z.string(),
  _links: z.object({ self: linkSchema }),
});
export type HostedPaymentPageResponse = z.infer<typeof hostedPaymentPageResponseSchema>;

/** The result statuses the HPP library's resultCallback reports (`order.status`, §12.2). */
export const hostedPaymentStatuses = [
  'success',
  'failure',
  'pending',
  'error',
  'exception',
  'cancelled_by_shopper',
  'session_expired',
] as const;
export type HostedPaymentStatus = (typeof hostedPaymentStatuses)[number];
