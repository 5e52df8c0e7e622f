// Turns a browser's {method, url, payload} into the one provider call it may make, or a refusal.
// The allow-list is the contracts' endpoint table: only entries marked `proxied`, only the APIs
// the route serves, only the method listed for the path, and only the body and query the
// endpoint's request rule allows. Nothing refused here is ever sent upstream.
import {
  matchProviderEndpoint,
  providerMethods,
  proxyErrorCodes,
  requestRuleFor,
  type ApiError,
  type EnvironmentName,
  type HttpMethod,
  type PayloadRule,
  type ProviderApiName,
  type ProviderEndpoint,
} from '@sjd/contracts';
import type { ProviderProfile } from '../config/env';
import { checkQuery, readProviderUrl } from './provider-url';

export interface ProviderCall {
  endpoint: ProviderEndpoint;
  method: HttpMethod;
  /** Absolute provider URL: the profile's base URL + path (+ the checked query). */
  url: string;
  /** The JSON body to send, or undefined for none. */
  payload: unknown;
}

export interface ProxyRoute {
  /** Our route, for messages. */
  name: string;
  apis: readonly ProviderApiName[];
}

/** Where each API's calls belong, so a refusal can point at the right route. */
export function routeHintFor(api: ProviderApiName): string {
  if (api === 'payments') return '/api/payments';
  if (api === 'hostedPaymentPages') return '/api/hpp';
  return '/api/wpservices';
}

export type Resolution = { ok: true; call: ProviderCall } | { ok: false; error: ApiError };

const refused = (
  error: ApiError['error'],
  message: string,
  details?: Record<string, unknown>,
): Resolution => ({ ok: false, error: { error, message, ...(details ? { details } : {}) } });

const isJsonObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function payloadProblem(rule: PayloadRule, payload: unknown): string | null {
  switch (rule) {
    case 'none':
      return payload === undefined ? null : 'takes no payload';
    case 'object':
      return isJsonObject(payload) ? null : 'needs a JSON object payload';
    case 'optional-object':
      return payload === undefined || isJsonObject(payload)
        ? null
        : 'takes a JSON object payload or none';
    case 'value':
      return payload === undefined || typeof payload === 'string' || isJsonObject(payload)
        ? null
        : 'takes the bare new value (a JSON string or object) or none';
    default: {
      const unknownRule: never = rule;
      return `has an unknown payload rule ${String(unknownRule)}`;
    }
  }
}

export function resolveProviderCall(
  request: { method: HttpMethod; url: string; payload?: unknown },
  profile: ProviderProfile,
  profileName: EnvironmentName,
  route: ProxyRoute,
): Resolution {
  const reading = readProviderUrl(request.url, profile.baseUrl, profileName);
  if (!reading.ok) return refused(proxyErrorCodes.urlNotAllowed, reading.message);
  const { path, query } = reading;

  const match = matchProviderEndpoint(request.method, path);
  if (!match) {
    const allowedMethods = providerMethods.filter(
      (m) => matchProviderEndpoint(m, path)?.endpoint.proxied,
    );
    if (allowedMethods.length > 0) {
      return refused(
        proxyErrorCodes.methodNotAllowed,
        `${request.method} is not allowed on ${path} (allowed: ${allowedMethods.join(', ')})`,
        { allowedMethods },
      );
    }
    return refused(
      proxyErrorCodes.urlNotAllowed,
      `${path} is not a provider endpoint the demo may call`,
    );
  }

  const { endpoint } = match;
  if (!endpoint.proxied) {
    return refused(
      proxyErrorCodes.urlNotAllowed,
      endpoint.auth === 'checkoutId'
        ? `${endpoint.id} is called by the Checkout SDK's own frames, never through the server`
        : `${endpoint.id} is not an endpoint the demo calls through the server`,
    );
  }
  if (!route.apis.includes(endpoint.api)) {
    return refused(
      proxyErrorCodes.urlNotAllowed,
      `${endpoint.id} is not served by ${route.name}; use ${routeHintFor(endpoint.api)}`,
    );
  }

  const rule = requestRuleFor(endpoint.id);
  if (!rule) {
    // A proxied endpoint without a rule is a programming error caught by a test; refuse safely.
    return refused(proxyErrorCodes.urlNotAllowed, `${endpoint.id} has no request rule`);
  }
  if (query !== undefined) {
    if (!rule.query) {
      return refused(proxyErrorCodes.urlNotAllowed, `${endpoint.id} takes no query string`);
    }
    const problem = checkQuery(query, rule.query);
    if (problem) return refused(proxyErrorCodes.urlNotAllowed, problem);
  }

  const problem = payloadProblem(rule.payload, request.payload);
  if (problem) {
    return refused(
      proxyErrorCodes.payloadNotAllowed,
      `${endpoint.method} ${endpoint.path} ${problem}`,
    );
  }

  return {
    ok: true,
    call: {
      endpoint,
      method: request.method,
      url: `${profile.baseUrl}${path}${query === undefined ? '' : `?${query}`}`,
      payload: request.payload,
    },
  };
}

/**
 * The calls that create a payment or payout whose events the provider will send: their
 * transactionReference names it in every event (provider-lifecycle.md §2.2).
 */
const creatingEndpoints: ReadonlySet<string> = new Set([
  'payment',
  'cardPaymentCit',
  'cardPaymentMit',
  'createPaymentPage',
  'payoutFastAccess',
  'payoutBasicDisbursement',
  // A local method's payment (issue 45): its events (the QR codes' and SEPA's first word) must
  // reach the visitor who made it.
  'apmPayment',
]);

/** The transactionReference a payment-creating call names, or null for any other call. */
export function createdReference(call: ProviderCall): string | null {
  if (!creatingEndpoints.has(call.endpoint.id)) return null;
  const { payload } = call;
  if (typeof payload !== 'object' || payload === null) return null;
  const reference: unknown = Reflect.get(payload, 'transactionReference');
  return typeof reference === 'string' && reference !== '' ? reference : null;
}

/**
 * The token namespaces a call's payload names (`namespace` at any depth: a verified token's
 * body, a payment's `tokenCreation`, a token instrument). The payload is already known to be
 * at most `maxRequestDepth` deep, so the walk is bounded.
 */
export function namespacesNamed(call: ProviderCall): string[] {
  const found = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'namespace' && typeof value === 'string' && value !== '') found.add(value);
        else walk(value);
      }
    }
  };
  walk(call.payload);
  return [...found];
}

/** The transactionReference a Payment Queries search names (`?transactionReference=`), or null. */
export function queriedReference(call: ProviderCall): string | null {
  if (call.endpoint.id !== 'queryPayments') return null;
  try {
    return new URL(call.url).searchParams.get('transactionReference');
  } catch {
    return null;
  }
}
