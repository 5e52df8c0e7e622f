// Our own /api bodies for provider traffic (spec §7): the browser never talks to the provider's
// REST API itself; it asks the server, which holds the credentials, adds Basic auth and the
// media type of the endpoint's API, and answers with the provider's status, body and timing.
//
// Routes (apps/server/src/routes/provider-proxy.ts):
// - POST /api/wpservices  {method, url, payload?}     the modular APIs and payment queries
// - POST /api/payments    {method?, url?, payload?}   the Payments API (WP-Api-Version added)
// - POST /api/hpp         <hosted page Transaction>   hosted payment page initialisation
//
// The profile ('try' or 'live') is chosen per request by the `x-sjd-environment` header (the
// environment the settings panel selected), 'try' when absent. A header rather than a body
// field keeps the body exactly the spec's {method, url, payload}.
//
// Replies:
// - 200 ProviderResult for every answer the provider gave in JSON (or with no body), whatever its
//   status: a 4xx (409 included) or a JSON 500 such as internalErrorOccurred is a result the demo
//   shows in its terminal, not a failure of our server;
// - 400 ApiError when the request is refused (nothing is sent upstream), 413 when the body is
//   over the limit, 429 when rate-limited;
// - 502 when the provider is unreachable, drops the connection, or answers with something that
//   is not JSON (an HTML error page, a 5xx from a proxy in front of it); 504 on a timeout.
import * as z from 'zod/mini';
import { environmentNameSchema } from './environment-config';

/** Request header naming the provider profile for one call; 'try' when absent. */
export const environmentHeader = 'x-sjd-environment';

/** The headers of a route that takes the profile (the proxy, the clock): other headers pass. */
export const environmentHeadersSchema = z.looseObject({
  [environmentHeader]: z._default(environmentNameSchema, 'try'),
});

export const providerMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export const providerMethodSchema = z.enum(providerMethods);

/**
 * A provider path ("/verifiedTokens/cardOnFile", relative to the profile's base URL) or an
 * absolute href the provider returned (it must start with the profile's base URL).
 */
export const providerUrlSchema = z.string().check(z.minLength(1), z.maxLength(2048));

/** POST /api/wpservices. `payload` is the provider request body, sent as JSON. */
export const wpServicesRequestSchema = z.strictObject({
  method: providerMethodSchema,
  url: providerUrlSchema,
  payload: z.optional(z.unknown()),
});
export type WpServicesRequest = z.infer<typeof wpServicesRequestSchema>;

/**
 * POST /api/payments. With no url it creates a payment (POST /api/payments); follow-ups pass the
 * `_actions` member's href and method (supply3dsDeviceData, complete3dsChallenge, settle, …) or
 * the `_links.self` href with GET to query.
 */
export const paymentsRequestSchema = z.strictObject({
  method: z._default(z.enum(['GET', 'POST']), 'POST'),
  url: z._default(providerUrlSchema, '/api/payments'),
  payload: z.optional(z.unknown()),
});
export type PaymentsRequest = z.input<typeof paymentsRequestSchema>;

const transactionReferenceSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9\-_!@#$%()*=.:;?[\]{}~`/+]+$/));

/**
 * POST /api/hpp: the provider's hosted payment page Transaction (provider-api.md §12.1). The
 * fields the demo relies on are checked here; other documented fields (expiry, resultURLs,
 * billingAddress, …) pass through for the provider to validate. When `merchant` is omitted the
 * server fills `merchant.entity` from the chosen profile; the web app sends it (it knows it
 * from /api/config) so its terminal shows exactly what was sent.
 */
export const hppRequestSchema = z.looseObject({
  transactionReference: transactionReferenceSchema,
  merchant: z.optional(z.looseObject({ entity: z.string().check(z.minLength(1)) })),
  narrative: z.looseObject({ line1: z.string().check(z.minLength(1), z.maxLength(255)) }),
  value: z.strictObject({
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    amount: z.number().check(z.int(), z.minimum(0)),
  }),
});
export type HppRequest = z.infer<typeof hppRequestSchema>;

/** The 200 reply of the three proxy routes: one provider answer. */
export const providerResultSchema = z.strictObject({
  /** The provider's HTTP status (4xx and JSON 5xx included). */
  status: z.number().check(z.int(), z.minimum(100), z.maximum(599)),
  /** The provider's JSON body, or null when it sent none (204, empty 202). */
  body: z.unknown(),
  /** Milliseconds from sending the request upstream to having read the whole answer. */
  responseTime: z.number().check(z.minimum(0)),
  /** The provider's WP-CorrelationId response header, when it sent one. */
  correlationId: z.nullable(z.string()),
  /** The endpoint of the provider endpoint table that was called, e.g. "createVerifiedToken". */
  endpoint: z.string(),
  method: providerMethodSchema,
  /** The absolute provider URL that was called. */
  url: z.string(),
});
export type ProviderResult = z.infer<typeof providerResultSchema>;

/** `error` codes of the ApiError bodies the proxy routes answer with. */
export const proxyErrorCodes = {
  /** The body does not match the route's schema. */
  badRequest: 'badRequest',
  /** The url is not a provider path or href allowed for this route. */
  urlNotAllowed: 'urlNotAllowed',
  /** The path is allowed but not with this method. */
  methodNotAllowed: 'methodNotAllowed',
  /** The payload is missing, present where none is allowed, or of the wrong kind. */
  payloadNotAllowed: 'payloadNotAllowed',
  malformedJson: 'malformedJson',
  payloadTooLarge: 'payloadTooLarge',
  /** The payload names a token namespace another visitor of the demo already uses. */
  namespaceInUse: 'namespaceInUse',
  /** A Payment Queries lookup, or a payment-creating call, naming another visitor's payment's transactionReference. */
  referenceNotYours: 'referenceNotYours',
  rateLimited: 'rateLimited',
  providerUnreachable: 'providerUnreachable',
  providerTimeout: 'providerTimeout',
  providerBadResponse: 'providerBadResponse',
} as const;
export type ProxyErrorCode = (typeof proxyErrorCodes)[keyof typeof proxyErrorCodes];
