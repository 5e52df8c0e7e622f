// The provider's HTTP conventions, applied to every REST route (provider-api.md §1.2, §1.4):
// HTTP Basic auth, media types per API (415 / 406), `WP-Api-Version` on the Payments API,
// `WP-CorrelationId` on every response, and one error type rendered in the provider's envelope.
// Routes are registered from the contracts' endpoint table, so the sandbox serves exactly the
// paths the server's proxy allows.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import {
  matchProviderEndpoint,
  opaqueIdPattern,
  providerApis,
  providerEndpoints,
  type ProviderApiName,
  type ProviderEndpoint,
} from '@sjd/contracts';
import type { SandboxConfig } from '../config';
import type { SandboxContext } from '../domain/context';
import { ProviderError } from '../domain/errors';

export interface ApiCall {
  endpoint: ProviderEndpoint;
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The raw request body, or undefined when none was sent; parse it with `parseBody`. */
  rawBody: string | undefined;
  /** The Accept header's parameters for the API's media type (e.g. `masked=false`). */
  acceptParams: Record<string, string>;
}
export interface ApiAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
export type ApiHandler = (call: ApiCall, ctx: SandboxContext) => ApiAnswer;
export type ApiHandlers = Readonly<Record<string, ApiHandler>>;

/** Endpoints that take no body, or an optional one (follow-up actions). */
const optionalBody = new Set([
  'supply3dsDeviceData',
  'complete3dsChallenge',
  'settlePayment',
  'refundPayment',
  'cancelPayment',
  'reversePayment',
  'cardPaymentSettle',
  'cardPaymentRefund',
  'cardPaymentCancel',
  'cardPaymentReverse',
  'resolveTokenConflicts',
]);

const unauthorized: Partial<Record<ProviderApiName, [string, string]>> = {
  fraudSight: ['unAuthorized', 'Invalid access token'],
  hostedPaymentPages: ['unauthorized', 'The request is not authorized.'],
};

export function renderError(
  reply: FastifyReply,
  error: ProviderError,
  mediaType = 'application/json',
) {
  const { validationErrors, headerName } = error.details;
  return reply
    .code(error.status)
    .type(mediaType)
    .send(
      JSON.stringify({
        errorName: error.errorName,
        message: error.message,
        ...(validationErrors ? { validationErrors } : {}),
        ...(headerName ? { headerName } : {}),
      }),
    );
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function credentialsMatch(header: string | undefined, expected: Buffer): boolean {
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

/** Auth and header checks, in the order the provider applies them. */
function guard(endpoint: ProviderEndpoint, config: SandboxConfig): onRequestAsyncHookHandler {
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
      // Session endpoints are called by the card-field frames with the checkout id, not Basic auth.
      if (endpoint.proxied && !credentialsMatch(request.headers.authorization, expected)) {
        const [name, message] = unauthorized[endpoint.api] ?? [
          'accessDenied',
          'Access to the requested resource has been denied.',
        ];
        throw new ProviderError(401, name, message);
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
        } else if (parseMediaTypes(contentType)[0]?.type !== api.contentType) {
          throw headerError(
            415,
            'headerHasInvalidValue',
            'Content-Type',
            `The Content-Type must be ${api.contentType}.`,
          );
        }
      }
      checkAccept(request.headers.accept, endpoint.api);
      if ('apiVersion' in api) {
        const version = request.headers['wp-api-version'];
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
      if (error instanceof ProviderError) return renderError(reply, error, api.accept);
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
      type === api.accept || (versionedByHeader && (type === '*/*' || type === 'application/*')),
  );
  if (!acceptable)
    throw headerError(
      406,
      'headerHasInvalidValue',
      'Accept',
      `The Accept header must be ${api.accept}.`,
    );
}

function acceptParams(
  header: string | undefined,
  apiName: ProviderApiName,
): Record<string, string> {
  const accept = providerApis[apiName].accept;
  return parseMediaTypes(header ?? '').find(({ type }) => type === accept)?.params ?? {};
}

const stringParams = (params: unknown): Record<string, string> =>
  typeof params === 'object' && params !== null
    ? Object.fromEntries(
        Object.entries(params).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};

/**
 * Registers one route per endpoint of the contracts' table. Fails at start-up if an endpoint has
 * no handler, so the simulator never silently lags behind the table.
 */
export async function registerProviderRoutes(
  app: FastifyInstance,
  config: SandboxConfig,
  ctx: SandboxContext,
  handlers: ApiHandlers,
): Promise<void> {
  // Bodies reach handlers as text: `parseBody` turns bad JSON into the provider's 400 and
  // unknown media types were refused by the guard already.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error, request, reply) => {
    const endpoint = request.routeOptions.config.endpoint;
    const mediaType = endpoint ? providerApis[endpoint.api].accept : 'application/json';
    if (error instanceof ProviderError) return renderError(reply, error, mediaType);
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
    if (status === 413) {
      return renderError(
        reply,
        new ProviderError(413, 'bodyIsTooLarge', 'The request body is too large.'),
        mediaType,
      );
    }
    if (status >= 400 && status < 500) {
      return renderError(
        reply,
        new ProviderError(400, 'bodyIsNotJson', 'The request body could not be read.'),
        mediaType,
      );
    }
    request.log.error({ err: error }, 'sandbox handler failed');
    return renderError(
      reply,
      new ProviderError(
        500,
        'internalErrorOccurred',
        'We cannot currently process your request. Please contact support.',
      ),
      mediaType,
    );
  });

  for (const endpoint of providerEndpoints) {
    const handler = handlers[endpoint.id];
    if (!handler) throw new Error(`No sandbox handler for provider endpoint ${endpoint.id}`);
    const mediaType = providerApis[endpoint.api].accept;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { endpoint },
      onRequest: guard(endpoint, config),
      handler: async (request, reply) => {
        const params = stringParams(request.params);
        if (!Object.values(params).every((value) => opaqueIdPattern.test(value))) {
          throw new ProviderError(404, 'endpointNotFound', 'The requested endpoint was not found.');
        }
        const answer = handler(
          {
            endpoint,
            params,
            query:
              typeof request.query === 'object' && request.query !== null
                ? { ...request.query }
                : {},
            rawBody: typeof request.body === 'string' ? request.body : undefined,
            acceptParams: acceptParams(request.headers.accept, endpoint.api),
          },
          ctx,
        );
        reply.code(answer.status).headers(answer.headers ?? {});
        if (answer.body === undefined) return reply.send();
        return reply.type(mediaType).send(JSON.stringify(answer.body));
      },
    });
  }
}

/** Unknown paths get the provider's 404; a known path with the wrong verb its 405 (3DS: 400). */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const otherMethod = ['GET', 'POST', 'PUT', 'DELETE'].find((m) =>
      matchProviderEndpoint(m, path),
    );
    const match = otherMethod ? matchProviderEndpoint(otherMethod, path) : null;
    if (match) {
      const status = match.endpoint.api === 'threeDS' ? 400 : 405;
      return renderError(
        reply,
        new ProviderError(
          status,
          'methodNotAllowed',
          `The ${request.method} method is not allowed here.`,
        ),
      );
    }
    return renderError(
      reply,
      new ProviderError(404, 'endpointNotFound', 'The requested endpoint was not found.'),
    );
  });
}

/** `WP-CorrelationId` on every response: the caller's own when it sent a sane one. */
export function registerCorrelationId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const given = request.headers['wp-correlationid'];
    const id =
      typeof given === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
    reply.header('WP-CorrelationId', id);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: ProviderEndpoint;
  }
}
