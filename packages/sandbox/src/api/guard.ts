// Auth and header checks of every provider route, in this order
// (provider-api.md §1.2): HTTP Basic credentials (401), Content-Type (415), Accept (406) and the
// Payments API's `WP-Api-Version` (406), each refusal naming the header at fault.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { providerApis, type ProviderApiName, type ProviderEndpoint } from '@sjd/contracts';
import type { SandboxConfig } from '../config';
import { ProviderError } from '../domain/errors';
import { derivedMerchantOf, type Merchant } from '../domain/merchants';
import { renderApiError } from './render-error';

/** Endpoints that take no body, or an optional one (follow-up actions). */
const optionalBody = new Set([
  'supply3dsDeviceData',
  'complete3dsChallenge',
  'settlePayment',
  'refundPayment',
  'cancelPayment',
  'reversePayment',
  'cardPaymentSettle',
  'cardPaymentSettleByPath',
  'cardPaymentRefund',
  'cardPaymentCancel',
  'cardPaymentReverse',
  // A PUT on a token's conflicts link applies them without a body.
  'updateToken',
  'confirmApmPayment',
  'settleApmPayment',
  'reverseApmPayment',
]);

/**
 * Endpoints whose API versions by header but which do not require it: the APMs API declares
 * `WP-Api-Version` optional on reversals and not at all on settlements and its status check. A
 * value sent there must still be the right one.
 */
const optionalApiVersion = new Set(['settleApmPayment', 'reverseApmPayment', 'apmServiceStatus']);

export const digest = (value: string) => createHash('sha256').update(value).digest();

export function credentialsMatch(header: string | undefined, expected: Buffer): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  // Compare digests in constant time, so the length of the secret does not leak either.
  return timingSafeEqual(digest(Buffer.from(match[1], 'base64').toString('utf8')), expected);
}

interface MediaType {
  type: string;
  params: Record<string, string>;
}

function parseMediaTypes(header: string): MediaType[] {
  return header.split(',').map((part) => {
    const [type = '', ...rest] = part.split(';');
    const params: Record<string, string> = {};
    for (const param of rest) {
      const [key, value] = param.split('=');
      if (key && value !== undefined)
        params[key.trim().toLowerCase()] = value.trim().replace(/^"|"$/g, '');
    }
    return { type: type.trim().toLowerCase(), params };
  });
}

const headerError = (status: number, errorName: string, headerName: string, message: string) =>
  new ProviderError(status, errorName, message, { headerName });

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * The merchant the request's Basic credentials name: null for the fixed ones, a derived
 * merchant's id, or undefined when they are neither (401).
 */
export function merchantOfRequest(
  request: FastifyRequest,
  config: SandboxConfig,
  fixed: Buffer,
): Merchant | undefined {
  const header = request.headers.authorization;
  if (credentialsMatch(header, fixed)) return null;
  return derivedMerchantOf(header, config.simulatorKey);
}

/** Auth first, then Content-Type, Accept and the API version. */
export function guard(
  endpoint: ProviderEndpoint,
  config: SandboxConfig,
): onRequestAsyncHookHandler {
  const api = providerApis[endpoint.api];
  const expected = digest(`${config.credentials.username}:${config.credentials.password}`);
  const requiresBody =
    (endpoint.method === 'POST' || endpoint.method === 'PUT') && !optionalBody.has(endpoint.id);
  return async (request, reply) => {
    if (config.latencyMs > 0) {
      // ±20% so that timings in the terminal look like a network, not a metronome.
      const jitter = 0.8 + Math.random() * 0.4;
      await new Promise((resolve) => setTimeout(resolve, Math.round(config.latencyMs * jitter)));
    }
    try {
      // Each API words the refusal its own way (FraudSight `unAuthorized`, HPP `unauthorized`).
      // The caller's merchant (domain/merchants.ts): the fixed credentials' own, or a derived
      // one's. The Checkout SDK's session endpoints take the checkout id instead, and what they
      // make (a session) is anyone's who holds its unguessable href.
      if (endpoint.auth === 'basic') {
        const merchant = merchantOfRequest(request, config, expected);
        if (merchant === undefined) {
          throw new ProviderError(
            401,
            'accessDenied',
            'Access to the requested resource has been denied.',
          );
        }
        request.merchant = merchant;
      }
      const contentType = request.headers['content-type'];
      if (endpoint.method === 'POST' || endpoint.method === 'PUT') {
        if (contentType === undefined) {
          if (requiresBody || hasBody(request)) {
            throw headerError(
              415,
              'headerIsMissing',
              'Content-Type',
              'The Content-Type header is missing.',
            );
          }
        } else if (parseMediaTypes(contentType)[0]?.type !== api.contentType.toLowerCase()) {
          throw headerError(
            415,
            'headerHasInvalidValue',
            'Content-Type',
            `The Content-Type must be ${api.contentType}.`,
          );
        }
      }
      // The status check answers plain text (`*/*` in the spec): any Accept will do.
      if (endpoint.id !== 'apmServiceStatus') checkAccept(request.headers.accept, endpoint.api);
      if ('apiVersion' in api) {
        const version = request.headers['wp-api-version'];
        if (version === undefined && optionalApiVersion.has(endpoint.id)) return;
        if (version === undefined) {
          throw headerError(
            406,
            'headerIsMissing',
            'WP-Api-Version',
            'The WP-Api-Version header is missing.',
          );
        }
        if (version !== api.apiVersion) {
          throw headerError(
            406,
            'headerHasInvalidValue',
            'WP-Api-Version',
            `The only supported WP-Api-Version is ${api.apiVersion}.`,
          );
        }
      }
    } catch (error) {
      if (error instanceof ProviderError)
        return renderApiError(reply, error, { api: endpoint.api, publicUrl: config.publicUrl });
      throw error;
    }
  };
}

function checkAccept(header: string | undefined, apiName: ProviderApiName): void {
  const api = providerApis[apiName];
  // The Payments API versions by header, so any JSON-compatible Accept will do; the other APIs
  // version by media type, so Accept must name theirs.
  const versionedByHeader = 'apiVersion' in api;
  if (header === undefined) {
    if (versionedByHeader) return;
    throw headerError(
      406,
      'headerIsMissing',
      'Accept',
      `The Accept header is missing; use ${api.accept}.`,
    );
  }
  const acceptable = parseMediaTypes(header).some(
    ({ type }) =>
      type === api.accept.toLowerCase() ||
      (versionedByHeader && (type === '*/*' || type === 'application/*')),
  );
  if (!acceptable)
    throw headerError(
      406,
      'headerHasInvalidValue',
      'Accept',
      `The Accept header must be ${api.accept}.`,
    );
}

export function acceptParams(
  header: string | undefined,
  apiName: ProviderApiName,
): Record<string, string> {
  const accept = providerApis[apiName].accept.toLowerCase();
  return parseMediaTypes(header ?? '').find(({ type }) => type === accept)?.params ?? {};
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's merchant, once its credentials were checked (null: the fixed merchant). */
    merchant: Merchant;
  }
}
