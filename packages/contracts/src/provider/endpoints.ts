// The provider endpoints the demo uses (spec §7; facts in shared/provider-api.md §1.2 and per
// API). One table serves three readers:
// - the server's proxy allow-list: only (method, path) pairs listed here with `proxied: true`
//   are forwarded, with the media type of their API;
// - the sandbox, which registers its REST routes from these same paths, so the proxy allows
//   exactly what the simulator implements;
// - the web app's terminal, which names each call's API.
// Path params (`:name`) stand for the provider's opaque, URL-safe ids (base64url alphabet).

export const providerApis = {
  payments: {
    title: 'Payments API',
    contentType: 'application/json',
    accept: 'application/json',
    /** The only value the provider accepts (sent as the WP-Api-Version header). */
    apiVersion: '2024-06-01',
  },
  cardPayments: {
    title: 'Card Payments',
    contentType: 'application/vnd.worldpay.payments-v7+json',
    accept: 'application/vnd.worldpay.payments-v7+json',
  },
  verifiedTokens: {
    title: 'Verified Tokens',
    contentType: 'application/vnd.worldpay.verified-tokens-v3.hal+json',
    accept: 'application/vnd.worldpay.verified-tokens-v3.hal+json',
  },
  tokens: {
    title: 'Tokens',
    contentType: 'application/vnd.worldpay.tokens-v3.hal+json',
    accept: 'application/vnd.worldpay.tokens-v3.hal+json',
  },
  threeDS: {
    title: '3DS',
    contentType: 'application/vnd.worldpay.verifications.customers-v3.hal+json',
    accept: 'application/vnd.worldpay.verifications.customers-v3.hal+json',
  },
  fraudSight: {
    title: 'FraudSight',
    contentType: 'application/vnd.worldpay.fraudsight-v1.hal+json',
    accept: 'application/vnd.worldpay.fraudsight-v1.hal+json',
  },
  accountVerifications: {
    title: 'Account Verifications',
    contentType: 'application/vnd.worldpay.verifications.accounts-v5+json',
    accept: 'application/vnd.worldpay.verifications.accounts-v5+json',
  },
  cardVerifications: {
    title: 'Card Verifications',
    // The document spells it with a capital V in places and lower-case in others; media types
    // are case-insensitive, so both are the same type.
    contentType: 'application/vnd.worldpay.cardVerifications-v6+json',
    accept: 'application/vnd.worldpay.cardVerifications-v6+json',
  },
  payouts: {
    title: 'Card Payouts',
    contentType: 'application/vnd.worldpay.payouts-v4+json',
    accept: 'application/vnd.worldpay.payouts-v4+json',
  },
  hostedPaymentPages: {
    title: 'Hosted Payment Pages',
    contentType: 'application/vnd.worldpay.payment_pages-v1.hal+json',
    accept: 'application/vnd.worldpay.payment_pages-v1.hal+json',
  },
  paymentQueries: {
    title: 'Payment Queries',
    contentType: 'application/vnd.worldpay.payment-queries-v1.hal+json',
    accept: 'application/vnd.worldpay.payment-queries-v1.hal+json',
  },
  sessions: {
    title: 'Checkout SDK',
    contentType: 'application/vnd.worldpay.sessions-v1.hal+json',
    accept: 'application/vnd.worldpay.sessions-v1.hal+json',
  },
  verifiedTokenSessions: {
    title: 'Checkout SDK',
    contentType: 'application/vnd.worldpay.verified-tokens-v1.hal+json',
    accept: 'application/vnd.worldpay.verified-tokens-v1.hal+json',
  },
  apms: {
    title: 'APMs',
    contentType: 'application/json',
    accept: 'application/json',
    /** The APMs API's only version (apm-methods.ts `apmApiVersion`). */
    apiVersion: '2024-07-01',
  },
} as const;

export type ProviderApiName = keyof typeof providerApis;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ProviderEndpoint {
  /** Stable name, used in tests, logs and the terminal. */
  id: string;
  api: ProviderApiName;
  method: HttpMethod;
  /** Path on the provider origin; `:name` segments are opaque ids. */
  path: string;
  /**
   * True when the browser reaches it through our server (/api/wpservices, /api/payments,
   * /api/hpp). Session endpoints are called by the Checkout SDK frames directly instead, and
   * the operations the demo does not use are served to a merchant's own server only.
   */
  proxied: boolean;
  /** HTTP Basic credentials, or the Checkout SDK's checkout id (`identity`) in the body. */
  auth: 'basic' | 'checkoutId';
}

/**
 * - `proxied`: Basic auth, and the demo's browser may reach it through the server's proxy;
 * - `direct`: Basic auth, for a merchant's server (the sandbox on its own, a merchant's CI);
 *   the proxy does not forward it, as the demo has no use for it;
 * - `checkoutSdk`: called by the Checkout SDK's frames with the checkout id.
 */
type Access = 'proxied' | 'direct' | 'checkoutSdk';

const endpoint = (
  id: string,
  api: ProviderApiName,
  method: HttpMethod,
  path: string,
  access: Access = 'proxied',
): ProviderEndpoint => ({
  id,
  api,
  method,
  path,
  proxied: access === 'proxied',
  auth: access === 'checkoutSdk' ? 'checkoutId' : 'basic',
});

export const providerEndpoints: readonly ProviderEndpoint[] = [
  // Payments API (orchestrated), §2. Actions are hrefs under /api/payments/{linkData}.
  endpoint('payment', 'payments', 'POST', '/api/payments'),
  endpoint('queryPayment', 'payments', 'GET', '/api/payments/:linkData'),
  endpoint('supply3dsDeviceData', 'payments', 'POST', '/api/payments/:linkData/3dsDeviceData'),
  endpoint('complete3dsChallenge', 'payments', 'POST', '/api/payments/:linkData/3dsChallenges'),
  endpoint('settlePayment', 'payments', 'POST', '/api/payments/:linkData/settlements'),
  endpoint(
    'partiallySettlePayment',
    'payments',
    'POST',
    '/api/payments/:linkData/partialSettlements',
  ),
  endpoint('refundPayment', 'payments', 'POST', '/api/payments/:linkData/refunds'),
  endpoint('partiallyRefundPayment', 'payments', 'POST', '/api/payments/:linkData/partialRefunds'),
  endpoint('cancelPayment', 'payments', 'POST', '/api/payments/:linkData/cancellations'),
  endpoint('reversePayment', 'payments', 'POST', '/api/payments/:linkData/reversals'),

  // Card Payments v7, §7.
  endpoint('cardPaymentCit', 'cardPayments', 'POST', '/cardPayments/customerInitiatedTransactions'),
  endpoint('cardPaymentMit', 'cardPayments', 'POST', '/cardPayments/merchantInitiatedTransactions'),
  endpoint('cardPaymentSettle', 'cardPayments', 'POST', '/payments/settlements/full/:linkData'),
  // The document's path for a full settlement; its links (and the sandbox's) say `full/`.
  endpoint(
    'cardPaymentSettleByPath',
    'cardPayments',
    'POST',
    '/payments/settlements/:linkData',
    'direct',
  ),
  endpoint(
    'cardPaymentPartialSettle',
    'cardPayments',
    'POST',
    '/payments/settlements/partials/:linkData',
  ),
  endpoint(
    'cardPaymentRefund',
    'cardPayments',
    'POST',
    '/payments/settlements/refunds/full/:linkData',
  ),
  endpoint(
    'cardPaymentPartialRefund',
    'cardPayments',
    'POST',
    '/payments/settlements/refunds/partials/:linkData',
  ),
  endpoint(
    'cardPaymentCancel',
    'cardPayments',
    'POST',
    '/payments/authorizations/cancellations/:linkData',
  ),
  endpoint(
    'cardPaymentPartialCancel',
    'cardPayments',
    'POST',
    '/payments/authorizations/cancellations/partials/:linkData',
  ),
  endpoint('cardPaymentReverse', 'cardPayments', 'POST', '/payments/sales/reversals/:linkData'),
  endpoint(
    'cardPaymentIncrease',
    'cardPayments',
    'POST',
    '/payments/authorizations/incrementalAuthorizations/:linkData',
    'direct',
  ),
  endpoint('cardPaymentEvents', 'cardPayments', 'GET', '/payments/events/:linkData'),
  // The recovery query: a payment's events by its transaction reference.
  // A search by reference would let one visitor find another's payment: not proxied.
  endpoint('cardPaymentEventsByReference', 'cardPayments', 'GET', '/payments/events', 'direct'),

  // Verified Tokens v3, §5, and Tokens v3, §6. Every token link is /tokens/{opaque id}: the
  // token's own, each attribute's (PUT its new value) and the conflicts' (GET, PUT to apply).
  endpoint('createVerifiedToken', 'verifiedTokens', 'POST', '/verifiedTokens/cardOnFile'),
  endpoint(
    'createOneTimeVerifiedToken',
    'verifiedTokens',
    'POST',
    '/verifiedTokens/oneTime',
    'direct',
  ),
  endpoint('getToken', 'tokens', 'GET', '/tokens/:tokenId'),
  endpoint('updateToken', 'tokens', 'PUT', '/tokens/:tokenId'),
  endpoint('deleteToken', 'tokens', 'DELETE', '/tokens/:tokenId'),
  endpoint('createToken', 'tokens', 'POST', '/tokens', 'direct'),
  endpoint('provisionNetworkToken', 'tokens', 'POST', '/tokens/network', 'direct'),
  endpoint('getNetworkToken', 'tokens', 'GET', '/tokens/network/:tokenReference', 'direct'),
  endpoint('deleteNetworkToken', 'tokens', 'DELETE', '/tokens/network/:tokenReference', 'direct'),
  endpoint('networkTokenCryptogram', 'tokens', 'POST', '/tokens/network/cryptograms', 'direct'),

  // 3DS v3, §4.
  endpoint(
    'threeDsDeviceDataInitialization',
    'threeDS',
    'POST',
    '/verifications/customers/3ds/deviceDataInitialization',
  ),
  endpoint(
    'threeDsAuthentication',
    'threeDS',
    'POST',
    '/verifications/customers/3ds/authentication',
  ),
  endpoint('threeDsVerification', 'threeDS', 'POST', '/verifications/customers/3ds/verification'),

  // FraudSight v1, §8.
  endpoint('fraudAssessment', 'fraudSight', 'POST', '/fraudsight/assessment'),
  // What happened next, to improve the assessments: answered 204.
  endpoint('fraudUpdatePayment', 'fraudSight', 'POST', '/fraudsight/update/payment', 'direct'),
  endpoint('fraudUpdateFraud', 'fraudSight', 'POST', '/fraudsight/update/fraud', 'direct'),
  endpoint(
    'fraudUpdateChargeback',
    'fraudSight',
    'POST',
    '/fraudsight/update/chargeback',
    'direct',
  ),

  // Account verifications v5 (intelligent, card on file), §9.1.
  endpoint(
    'accountVerificationCardOnFile',
    'accountVerifications',
    'POST',
    '/verifications/accounts/intelligent/cardOnFile',
  ),

  // Card Payouts v4, §10.
  endpoint('payoutFastAccess', 'payouts', 'POST', '/payouts/fastAccess'),
  endpoint('payoutBasicDisbursement', 'payouts', 'POST', '/payouts/basicDisbursement'),
  endpoint('getPayout', 'payouts', 'GET', '/payouts/:payoutId'),
  // A payout by its transaction reference (and entity): a search, so not proxied.
  endpoint('queryPayouts', 'payouts', 'GET', '/payouts/query', 'direct'),

  // Hosted Payment Pages, §12, and the query its self link points to.
  endpoint('createPaymentPage', 'hostedPaymentPages', 'POST', '/payment_pages'),

  // Payment Queries v1 (provider-lifecycle.md §1.4): the searches (the proxy allows only the
  // one by transaction reference: request-rules.ts) and one payment's full history.
  endpoint('queryPayments', 'paymentQueries', 'GET', '/paymentQueries/payments'),
  endpoint('retrievePayment', 'paymentQueries', 'GET', '/paymentQueries/payments/:paymentId'),
  // Payments older than the live search covers; the sandbox keeps nothing that old.
  endpoint(
    'queryArchivedPayments',
    'paymentQueries',
    'GET',
    '/paymentQueries/archivedPayments',
    'direct',
  ),

  // Card Verifications v6 (beside account verifications v5, which the demo uses).
  endpoint('cardVerification', 'cardVerifications', 'POST', '/cardVerifications', 'direct'),
  endpoint(
    'getCardVerification',
    'cardVerifications',
    'GET',
    '/cardVerifications/:linkData',
    'direct',
  ),

  // APMs API 2024-07-01 (local payment methods; apm-payments.ts). `status` comes before the
  // `:paymentId` query it would otherwise match; it answers plain text, which the proxy does not
  // pass on, so the browser never calls it.
  endpoint('apmPayment', 'apms', 'POST', '/apmPayments'),
  endpoint('apmServiceStatus', 'apms', 'GET', '/apmPayments/status', 'direct'),
  endpoint('queryApmPayment', 'apms', 'GET', '/apmPayments/:paymentId'),
  endpoint('confirmApmPayment', 'apms', 'POST', '/apmPayments/:paymentId/confirmations'),
  endpoint('settleApmPayment', 'apms', 'POST', '/apmPayments/:paymentId/settlements'),
  endpoint(
    'partiallySettleApmPayment',
    'apms',
    'POST',
    '/apmPayments/:paymentId/partialSettlements',
  ),
  endpoint('reverseApmPayment', 'apms', 'POST', '/apmPayments/:paymentId/reversals'),
  endpoint(
    'partiallyReverseApmPayment',
    'apms',
    'POST',
    '/apmPayments/:paymentId/partialReversals',
  ),

  // Checkout SDK sessions, §11.3: called from the sandbox's own card-field frames, never proxied.
  endpoint('createCardSession', 'sessions', 'POST', '/sessions/card', 'checkoutSdk'),
  endpoint('createCvcSession', 'sessions', 'POST', '/sessions/payments/cvc', 'checkoutSdk'),
  endpoint(
    'createVerifiedTokenSession',
    'verifiedTokenSessions',
    'POST',
    '/verifiedTokens/sessions',
    'checkoutSdk',
  ),
];

/**
 * The longest opaque id a path may carry: the proxy forwards ids up to this length and the
 * sandbox's router takes path parameters as long (its `maxParamLength`), so both agree on what
 * is an id; a longer segment is no endpoint of the table.
 */
export const maxOpaqueIdLength = 512;

/** The alphabet of opaque ids the provider (and the sandbox) puts in hrefs. */
export const opaqueIdPattern = new RegExp(`^[A-Za-z0-9_-]{1,${maxOpaqueIdLength}}$`);

/**
 * Each endpoint with its path split into segments once (the proxy matches every call: splitting
 * every path of the table again for each was a visible part of its time, bench/proxy.ts).
 */
const endpointPatterns = providerEndpoints.map((endpoint) => ({
  endpoint,
  pattern: endpoint.path.split('/'),
}));

export interface EndpointMatch {
  endpoint: ProviderEndpoint;
  params: Record<string, string>;
}

/**
 * Finds the endpoint for a method and an already-normalised pathname (no query, no trailing
 * slash, no percent-encoding left to decode). Returns null when nothing matches exactly.
 */
export function matchProviderEndpoint(method: string, pathname: string): EndpointMatch | null {
  const segments = pathname.split('/');
  let best: (EndpointMatch & { paramCount: number }) | null = null;
  for (const { endpoint: candidate, pattern } of endpointPatterns) {
    if (candidate.method !== method) continue;
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        if (!opaqueIdPattern.test(segment)) return false;
        params[part.slice(1)] = segment;
        return true;
      }
      return part === segment;
    });
    // A path of its own wins over an id in the same place (`/payouts/query` is not a payout
    // id), as the router decides: issue 41, deviation 13.
    const paramCount = Object.keys(params).length;
    if (matches && (best === null || paramCount < best.paramCount)) {
      best = { endpoint: candidate, params, paramCount };
    }
  }
  return best && { endpoint: best.endpoint, params: best.params };
}

export function providerEndpointById(id: string): ProviderEndpoint | undefined {
  return providerEndpoints.find((e) => e.id === id);
}
