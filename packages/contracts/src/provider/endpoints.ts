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
   * /api/hpp). Session endpoints are called by the Checkout SDK frames directly instead.
   */
  proxied: boolean;
}

const endpoint = (
  id: string,
  api: ProviderApiName,
  method: HttpMethod,
  path: string,
  proxied = true,
): ProviderEndpoint => ({ id, api, method, path, proxied });

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
  endpoint('cardPaymentEvents', 'cardPayments', 'GET', '/payments/events/:linkData'),

  // Verified Tokens v3, §5, and Tokens v3, §6 (attribute updates are PUTs to per-field links).
  endpoint('createVerifiedToken', 'verifiedTokens', 'POST', '/verifiedTokens/cardOnFile'),
  endpoint('getToken', 'tokens', 'GET', '/tokens/:tokenId'),
  endpoint('deleteToken', 'tokens', 'DELETE', '/tokens/:tokenId'),
  endpoint('updateTokenDescription', 'tokens', 'PUT', '/tokens/:tokenId/description'),
  endpoint('updateTokenCardHolderName', 'tokens', 'PUT', '/tokens/:tokenId/cardHolderName'),
  endpoint('updateTokenCardExpiryDate', 'tokens', 'PUT', '/tokens/:tokenId/cardExpiryDate'),
  endpoint('updateTokenBillingAddress', 'tokens', 'PUT', '/tokens/:tokenId/billingAddress'),
  endpoint(
    'updateTokenSchemeTransactionReference',
    'tokens',
    'PUT',
    '/tokens/:tokenId/schemeTransactionReference',
  ),
  endpoint('getTokenConflicts', 'tokens', 'GET', '/tokens/:tokenId/conflicts'),
  endpoint('resolveTokenConflicts', 'tokens', 'PUT', '/tokens/:tokenId/conflicts'),

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

  // Hosted Payment Pages, §12, and the query its self link points to.
  endpoint('createPaymentPage', 'hostedPaymentPages', 'POST', '/payment_pages'),

  // Payment Queries v1 (provider-lifecycle.md §1.4): the searches (the proxy allows only the
  // one by transaction reference: request-rules.ts) and one payment's full history.
  endpoint('queryPayments', 'paymentQueries', 'GET', '/paymentQueries/payments'),
  endpoint('retrievePayment', 'paymentQueries', 'GET', '/paymentQueries/payments/:paymentId'),

  // APMs API 2024-07-01 (local payment methods; apm-payments.ts). `status` comes before the
  // `:paymentId` query it would otherwise match; it answers plain text, which the proxy does not
  // pass on, so the browser never calls it.
  endpoint('apmPayment', 'apms', 'POST', '/apmPayments'),
  endpoint('apmServiceStatus', 'apms', 'GET', '/apmPayments/status', false),
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
  endpoint('createCardSession', 'sessions', 'POST', '/sessions/card', false),
  endpoint('createCvcSession', 'sessions', 'POST', '/sessions/payments/cvc', false),
  endpoint(
    'createVerifiedTokenSession',
    'verifiedTokenSessions',
    'POST',
    '/verifiedTokens/sessions',
    false,
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
    if (matches) return { endpoint: candidate, params };
  }
  return null;
}

export function providerEndpointById(id: string): ProviderEndpoint | undefined {
  return providerEndpoints.find((e) => e.id === id);
}
