// The provider's Sessions API for agentic commerce (API version 2025-09-29): an AI agent (the
// Agentic Commerce Protocol's "delegate payment", e.g. ChatGPT Instant Checkout) hands a
// shopper's card to the merchant's PSP, which keeps it and answers with a token usable once,
// within an allowance; the merchant then pays with it through the Payments API
// (`paymentInstrument: { type: 'delegate', sessionHref }`).
//   POST /sessions/agentic_commerce/delegate_payment
// Its conventions are the protocol's, not the other Access APIs': `Authorization: Bearer …`,
// `Content-Type: application/json`, an `API-Version: 2025-09-29` header, snake_case fields and
// a flat error object `{ type, code, message, param? }`. Field names, enums and lengths are the
// provider's API reference (the same as the protocol's 2025-09-29 schema, except `iin`, which
// the provider limits to 6 characters). Called by the agent platform, never by the browser, so
// it is not in the proxy's endpoint table.
import * as z from 'zod/mini';

export const delegatePaymentPath = '/sessions/agentic_commerce/delegate_payment';
export const delegatePaymentApiVersion = '2025-09-29';

const metadataSchema = z.record(z.string(), z.string());

export const delegatePaymentMethodSchema = z.strictObject({
  type: z.literal('card'),
  card_number_type: z.enum(['fpan', 'network_token']),
  /** The network token, or the card number (FPAN). */
  number: z.string().check(z.minLength(1), z.maxLength(19)),
  exp_month: z.optional(z.string().check(z.maxLength(2))),
  exp_year: z.optional(z.string().check(z.maxLength(4))),
  name: z.optional(z.string().check(z.maxLength(255))),
  cvc: z.optional(z.string().check(z.maxLength(4))),
  cryptogram: z.optional(z.string().check(z.maxLength(255))),
  eci_value: z.optional(z.string().check(z.maxLength(2))),
  checks_performed: z.optional(z.array(z.enum(['avs', 'cvv', 'ani', 'auth0']))),
  iin: z.optional(z.string().check(z.maxLength(6))),
  display_card_funding_type: z.enum(['credit', 'debit', 'prepaid']),
  display_wallet_type: z.optional(z.string().check(z.maxLength(64))),
  display_brand: z.optional(z.string().check(z.maxLength(64))),
  display_last4: z.optional(z.string().check(z.maxLength(4))),
  metadata: metadataSchema,
  virtual: z.optional(z.boolean()),
});

export const delegateAllowanceSchema = z.strictObject({
  reason: z.literal('one_time'),
  /** Minor units. */
  max_amount: z.int().check(z.minimum(1)),
  /** ISO 4217, lower case (`usd`). */
  currency: z.string().check(z.regex(/^[a-z]{3}$/)),
  checkout_session_id: z.string().check(z.minLength(1), z.maxLength(256)),
  merchant_id: z.string().check(z.minLength(1), z.maxLength(256)),
  expires_at: z.iso.datetime({ offset: true }),
});

export const delegateAddressSchema = z.strictObject({
  name: z.string().check(z.maxLength(256)),
  line_one: z.string().check(z.maxLength(60)),
  line_two: z.optional(z.string().check(z.maxLength(60))),
  city: z.string().check(z.maxLength(60)),
  state: z.string().check(z.maxLength(60)),
  /** ISO 3166-1 alpha-2. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  postal_code: z.string().check(z.maxLength(20)),
});

export const delegateRiskSignalSchema = z.strictObject({
  type: z.literal('card_testing'),
  score: z.int(),
  action: z.enum(['blocked', 'manual_review', 'authorized']),
});

export const delegatePaymentRequestSchema = z.strictObject({
  payment_method: delegatePaymentMethodSchema,
  allowance: delegateAllowanceSchema,
  billing_address: z.optional(delegateAddressSchema),
  risk_signals: z.array(delegateRiskSignalSchema).check(z.minLength(1)),
  metadata: metadataSchema,
});
export type DelegatePaymentRequest = z.infer<typeof delegatePaymentRequestSchema>;

export const delegatePaymentResponseSchema = z.strictObject({
  /** The delegate token: the session href the Payments API takes as `sessionHref`. */
  id: z.string(),
  created: z.string(),
  metadata: metadataSchema,
});
export type DelegatePaymentResponse = z.infer<typeof delegatePaymentResponseSchema>;

/** The protocol's error: a flat object, no envelope. */
export const delegatePaymentErrorSchema = z.strictObject({
  type: z.enum([
    'invalid_request',
    'unauthorized',
    'rate_limit_exceeded',
    'processing_error',
    'service_unavailable',
  ]),
  code: z.string(),
  message: z.string(),
  /** The field at fault (`payment_method.number`). */
  param: z.optional(z.string()),
  /** With a missing or unsupported API-Version. */
  supported_versions: z.optional(z.array(z.string())),
});
export type DelegatePaymentError = z.infer<typeof delegatePaymentErrorSchema>;
