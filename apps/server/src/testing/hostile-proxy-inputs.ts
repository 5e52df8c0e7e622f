// Hostile inputs for the provider proxy, one row each: what a browser (or anyone) might send to
// /api/wpservices or /api/payments to make the server call somewhere or something it must not.
// Used by provider-proxy.hostile.test.ts.

export interface HostileCase {
  name: string;
  route?: '/api/wpservices' | '/api/payments';
  /** The request body; a function of the fake provider's origin and the "elsewhere" origin. */
  body: (provider: string, elsewhere: string) => Record<string, unknown>;
  error: string;
  message?: RegExp;
  environment?: string;
}

const post = (url: string, payload: unknown = {}) => ({ method: 'POST', url, payload });
const vt = '/verifiedTokens/cardOnFile';

export const hostileInputs: HostileCase[] = [
  // Other hosts and authority tricks.
  {
    name: 'another host',
    body: (_p, e) => post(`${e}${vt}`),
    error: 'urlNotAllowed',
    message: /provider origin/,
  },
  {
    name: 'https instead of http',
    body: (p) => post(`${p.replace('http:', 'https:')}${vt}`),
    error: 'urlNotAllowed',
  },
  {
    name: 'another port',
    body: (p) => post(`${p.replace(/:\d+$/, ':1')}${vt}`),
    error: 'urlNotAllowed',
  },
  {
    name: 'localhost for 127.0.0.1',
    body: (p) => post(`${p.replace('127.0.0.1', 'localhost')}${vt}`),
    error: 'urlNotAllowed',
  },
  {
    name: 'upper-case scheme',
    body: (p) => post(`${p.replace('http', 'HTTP')}${vt}`),
    error: 'urlNotAllowed',
  },
  {
    name: 'userinfo',
    body: (p) => post(`${p.replace('//', '//user:pw@')}${vt}`),
    error: 'urlNotAllowed',
    message: /Credentials/,
  },
  {
    name: 'provider as userinfo of another host',
    body: (p, e) => post(`${p}@${e.slice(7)}${vt}`),
    error: 'urlNotAllowed',
  },
  {
    name: 'protocol-relative',
    body: (_p, e) => post(`//${e.slice(7)}${vt}`),
    error: 'urlNotAllowed',
    message: /Protocol-relative/,
  },
  {
    name: 'backslash authority',
    body: (_p, e) => post(`/\\${e.slice(7)}${vt}`),
    error: 'urlNotAllowed',
    message: /Backslash/,
  },
  {
    name: 'backslash path',
    body: () => post('/verifiedTokens\\cardOnFile'),
    error: 'urlNotAllowed',
  },
  { name: 'javascript: scheme', body: () => post('javascript:alert(1)'), error: 'urlNotAllowed' },
  { name: 'file: scheme', body: () => post('file:///etc/passwd'), error: 'urlNotAllowed' },
  {
    name: 'relative without a slash',
    body: () => post('verifiedTokens/cardOnFile'),
    error: 'urlNotAllowed',
  },
  // Traversal and encodings.
  {
    name: 'dot-dot traversal',
    body: () => post('/verifiedTokens/../payouts/fastAccess'),
    error: 'urlNotAllowed',
    message: /Dot segments/,
  },
  { name: 'dot segment', body: () => post('/verifiedTokens/./cardOnFile'), error: 'urlNotAllowed' },
  {
    name: 'href with traversal',
    body: (p) => post(`${p}/tokens/../_sandbox/reset`),
    error: 'urlNotAllowed',
  },
  {
    name: 'encoded dots',
    body: () => ({ method: 'GET', url: '/tokens/%2e%2e' }),
    error: 'urlNotAllowed',
    message: /Percent-encoding/,
  },
  {
    name: 'encoded slash',
    body: () => ({ method: 'GET', url: '/tokens/abc%2Fdef' }),
    error: 'urlNotAllowed',
  },
  {
    name: 'encoded backslash',
    body: () => ({ method: 'GET', url: '/tokens/abc%5cdef' }),
    error: 'urlNotAllowed',
  },
  {
    name: 'double encoding',
    body: () => ({ method: 'GET', url: '/tokens/%252e%252e' }),
    error: 'urlNotAllowed',
  },
  { name: 'encoded NUL', body: () => post(`${vt}%00`), error: 'urlNotAllowed' },
  { name: 'raw NUL', body: () => post(`${vt}\u0000`), error: 'urlNotAllowed', message: /control/ },
  {
    name: 'CRLF header injection',
    body: () => post(`${vt}\r\nX-Injected: 1`),
    error: 'urlNotAllowed',
  },
  { name: 'tab', body: () => post(`/verifiedTokens/\tcardOnFile`), error: 'urlNotAllowed' },
  {
    name: 'full-width letters',
    body: () => ({ method: 'GET', url: '/tokens/\uff41bc' }),
    error: 'urlNotAllowed',
    message: /ASCII/,
  },
  {
    name: 'IDN look-alike host',
    body: (p) => post(`${p.replace('127.0.0.1', '127\u30020\u30020\u30021')}${vt}`),
    error: 'urlNotAllowed',
  },
  {
    name: 'punycode host',
    body: () => post(`http://xn--80ak6aa92e.com${vt}`),
    error: 'urlNotAllowed',
  },
  {
    name: 'empty segment',
    body: () => post('/verifiedTokens//cardOnFile'),
    error: 'urlNotAllowed',
    message: /Empty path segments/,
  },
  { name: 'trailing slash', body: () => post(`${vt}/`), error: 'urlNotAllowed' },
  { name: 'fragment', body: () => post(`${vt}#x`), error: 'urlNotAllowed', message: /Fragments/ },
  // Query strings.
  {
    name: 'query on an endpoint that takes none',
    body: () => post(`${vt}?debug=1`),
    error: 'urlNotAllowed',
    message: /no query/,
  },
  {
    name: 'unknown query parameter',
    body: () => ({ method: 'GET', url: '/paymentQueries/payments?admin=1' }),
    error: 'urlNotAllowed',
  },
  {
    name: 'repeated query parameter',
    body: () => ({
      method: 'GET',
      url: '/paymentQueries/payments?transactionReference=a&transactionReference=b',
    }),
    error: 'urlNotAllowed',
  },
  {
    name: 'bare ?',
    body: () => ({ method: 'GET', url: '/paymentQueries/payments?' }),
    error: 'urlNotAllowed',
  },
  {
    name: 'query decoding to CRLF',
    body: () => ({ method: 'GET', url: '/paymentQueries/payments?transactionReference=%0d%0a' }),
    error: 'urlNotAllowed',
  },
  // Payment Queries: only the search by transaction reference (a visitor's own payment). The
  // date-range search lists every visitor's payments, so no form of it is ever sent.
  {
    name: 'Payment Queries date-range search',
    body: () => ({
      method: 'GET',
      url: '/paymentQueries/payments?startDate=2026-01-01T00%3A00%3A00Z&endDate=2026-02-01T00%3A00%3A00Z',
    }),
    error: 'urlNotAllowed',
    message: /'startDate' is not allowed here \(allowed: transactionReference\)/,
  },
  {
    name: 'Payment Queries date-range search as an absolute href with a page size',
    body: (p) => ({
      method: 'GET',
      url: `${p}/paymentQueries/payments?pageSize=300&startDate=2026-01-01T00%3A00%3A00Z&endDate=2026-02-01T00%3A00%3A00Z`,
    }),
    error: 'urlNotAllowed',
    message: /'pageSize' is not allowed here/,
  },
  {
    name: 'Payment Queries reference search widened with a date',
    body: () => ({
      method: 'GET',
      url: '/paymentQueries/payments?transactionReference=SJD-1&startDate=2026-01-01T00%3A00%3A00Z',
    }),
    error: 'urlNotAllowed',
    message: /'startDate' is not allowed here/,
  },
  {
    name: 'Payment Queries next page (paging cursor)',
    body: () => ({
      method: 'GET',
      url: '/paymentQueries/payments?endDate=2026-02-01T00%3A00%3A00Z&paymentId=payAbc',
    }),
    error: 'urlNotAllowed',
  },
  {
    name: 'Payment Queries filtered by entity',
    body: () => ({ method: 'GET', url: '/paymentQueries/payments?entityReferences=default' }),
    error: 'urlNotAllowed',
  },
  {
    name: 'Payment Queries by payment id with a query',
    body: () => ({ method: 'GET', url: '/paymentQueries/payments/payAbc?startDate=2026-01-01' }),
    error: 'urlNotAllowed',
    message: /no query/,
  },
  {
    name: 'Payment Queries through /api/payments',
    route: '/api/payments',
    body: () => ({ method: 'GET', url: '/paymentQueries/payments/payAbc' }),
    error: 'urlNotAllowed',
    message: /use \/api\/wpservices/,
  },
  {
    name: 'partial cancellation without its body',
    body: () => ({ method: 'POST', url: '/payments/authorizations/cancellations/partials/L1nk' }),
    error: 'payloadNotAllowed',
  },
  // Unlisted paths and wrong methods.
  {
    name: 'unlisted path',
    body: () => post('/admin'),
    error: 'urlNotAllowed',
    message: /not a provider endpoint/,
  },
  { name: 'sandbox control route', body: () => post('/_sandbox/reset'), error: 'urlNotAllowed' },
  {
    name: 'Checkout SDK session (not proxied)',
    body: () => post('/sessions/card'),
    error: 'urlNotAllowed',
    message: /Checkout SDK/,
  },
  {
    // The agent platform calls the delegate payment itself with its own key; no shop page does.
    name: 'agentic commerce delegate payment (not proxied)',
    body: () => post('/sessions/agentic_commerce/delegate_payment'),
    error: 'urlNotAllowed',
  },
  {
    name: 'case-changed path',
    body: () => ({ method: 'GET', url: '/Tokens/abc' }),
    error: 'urlNotAllowed',
  },
  {
    name: 'id longer than the opaque-id limit',
    body: () => ({ method: 'GET', url: `/tokens/${'a'.repeat(600)}` }),
    error: 'urlNotAllowed',
  },
  {
    name: 'Payments API through wpservices',
    body: () => post('/api/payments'),
    error: 'urlNotAllowed',
    message: /use \/api\/payments/,
  },
  {
    name: 'HPP through wpservices',
    body: () => post('/payment_pages'),
    error: 'urlNotAllowed',
    message: /use \/api\/hpp/,
  },
  {
    name: 'GET on a POST endpoint',
    body: () => ({ method: 'GET', url: vt }),
    error: 'methodNotAllowed',
    message: /allowed: POST/,
  },
  {
    name: 'DELETE on a payout',
    body: () => ({ method: 'DELETE', url: '/payouts/fastAccess' }),
    error: 'methodNotAllowed',
  },
  { name: 'PATCH', body: () => ({ method: 'PATCH', url: vt, payload: {} }), error: 'badRequest' },
  {
    name: 'lower-case method',
    body: () => ({ method: 'post', url: vt, payload: {} }),
    error: 'badRequest',
  },
  // Payloads.
  {
    name: 'body on a GET',
    body: () => ({ method: 'GET', url: '/tokens/abc', payload: {} }),
    error: 'payloadNotAllowed',
  },
  {
    name: 'body on a DELETE',
    body: () => ({ method: 'DELETE', url: '/tokens/abc', payload: { x: 1 } }),
    error: 'payloadNotAllowed',
  },
  {
    name: 'string where an object is required',
    body: () => post(vt, 'card'),
    error: 'payloadNotAllowed',
  },
  {
    name: 'array where an object is required',
    body: () => post(vt, [1]),
    error: 'payloadNotAllowed',
  },
  {
    name: 'null where an object is required',
    body: () => post(vt, null),
    error: 'payloadNotAllowed',
  },
  {
    name: 'missing required payload',
    body: () => ({ method: 'POST', url: vt }),
    error: 'payloadNotAllowed',
  },
  {
    name: 'a number where the bare value (a string or an object) is required',
    body: () => ({ method: 'PUT', url: '/tokens/abc', payload: 42 }),
    error: 'payloadNotAllowed',
  },
  // The body itself.
  {
    name: 'extra body field (headers)',
    body: () => ({ ...post(vt), headers: { authorization: 'x' } }),
    error: 'badRequest',
  },
  { name: 'empty url', body: () => post(''), error: 'badRequest' },
  {
    name: 'url over 2048 characters',
    body: () => post(`/tokens/${'a'.repeat(2100)}`),
    error: 'badRequest',
  },
  // The environment header and other profiles.
  { name: 'unknown environment', body: () => post(vt), error: 'badRequest', environment: 'prod' },
  {
    name: "a try href used with the 'live' profile",
    body: (p) => post(`${p}${vt}`),
    error: 'urlNotAllowed',
    environment: 'live',
  },
  // /api/payments serves the Payments API only.
  {
    name: 'payments: another host',
    route: '/api/payments',
    body: (_p, e) => ({ url: `${e}/api/payments`, payload: {} }),
    error: 'urlNotAllowed',
  },
  {
    name: 'payments: a modular API',
    route: '/api/payments',
    body: () => ({ url: vt, payload: {} }),
    error: 'urlNotAllowed',
    message: /use \/api\/wpservices/,
  },
  {
    name: 'payments: GET on an action',
    route: '/api/payments',
    body: () => ({ method: 'GET', url: '/api/payments/abc/3dsDeviceData' }),
    error: 'methodNotAllowed',
  },
  {
    name: 'payments: PUT',
    route: '/api/payments',
    body: () => ({ method: 'PUT', url: '/api/payments' }),
    error: 'badRequest',
  },
  {
    name: 'payments: body on complete3dsChallenge',
    route: '/api/payments',
    body: () => ({ url: '/api/payments/abc/3dsChallenges', payload: {} }),
    error: 'payloadNotAllowed',
  },
  {
    name: 'payments: traversal out of the action',
    route: '/api/payments',
    body: () => ({ url: '/api/payments/abc/../../tokens/x' }),
    error: 'urlNotAllowed',
  },
];
