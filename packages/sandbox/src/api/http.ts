// The provider's HTTP conventions, applied to every REST route (provider-api.md §1.2, §1.4):
// HTTP Basic auth, media types per API (415 / 406), `WP-Api-Version` on the Payments API,
// `WP-CorrelationId` on every response, and one error type rendered in the provider's envelope.
// Routes are registered from the contracts' endpoint table, so the sandbox serves exactly the
// paths the server's proxy allows.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  matchProviderEndpoint,
  opaqueIdPattern,
  providerApis,
  providerEndpoints,
  type ProviderEndpoint,
} from '@sjd/contracts';
import type { SandboxConfig } from '../config';
import { logOnceAnswered } from '../logging';
import { applySecurityHeaders } from '../security-headers';
import { acceptParams, guard } from './guard';
import { renderApiError, renderError } from './render-error';
import type { SandboxContext } from '../domain/context';
import { clockIdFromHeader, contextOnClock, demoClockHeader } from '../domain/clocks';
import { internalError, ProviderError } from '../domain/errors';
import { contextOfMerchant, merchantClockId } from '../domain/merchants';

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
  /** A plain-text answer instead of JSON (the APMs API's service status). */
  text?: string;
  headers?: Record<string, string>;
}
export type ApiHandler = (call: ApiCall, ctx: SandboxContext) => ApiAnswer | Promise<ApiAnswer>;
export type ApiHandlers = Readonly<Record<string, ApiHandler>>;

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
    const answer = (refusal: ProviderError) =>
      endpoint
        ? renderApiError(reply, refusal, { api: endpoint.api, publicUrl: config.publicUrl })
        : renderError(reply, refusal);
    if (error instanceof ProviderError) return answer(error);
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
    if (status === 413) {
      return answer(new ProviderError(413, 'bodyIsTooLarge', 'The request body is too large.'));
    }
    if (status >= 400 && status < 500) {
      return answer(new ProviderError(400, 'bodyIsNotJson', 'The request body could not be read.'));
    }
    request.log.error({ err: error }, 'sandbox handler failed');
    return answer(internalError());
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
          throw endpointNotFound();
        }
        const call: ApiCall = {
          endpoint,
          params,
          query:
            typeof request.query === 'object' && request.query !== null ? { ...request.query } : {},
          rawBody: typeof request.body === 'string' ? request.body : undefined,
          acceptParams: acceptParams(request.headers.accept, endpoint.api),
        };
        // Every call that changes state runs in one transaction: what it reads stays locked
        // until it has written, so concurrent calls (on any instance) never lose an update.
        // Reads run without one (each lookup a statement of its own). A provider refusal is an
        // answer, not a failure: what the call recorded before it (a payment the issuer failed)
        // is committed, as the provider keeps it; anything else thrown undoes the call's writes.
        // On the demo clock the site's server named (domain/clocks.ts), the global one without.
        // As the caller's merchant (domain/merchants.ts): another merchant's records are not
        // found, and a derived merchant's clock ids are its own.
        const clockId = clockIdFromHeader(request.headers[demoClockHeader]);
        const onClock = await contextOnClock(
          contextOfMerchant(ctx, request.merchant),
          clockId === undefined ? undefined : merchantClockId(request.merchant, clockId),
        );
        let answer: ApiAnswer;
        if (endpoint.method === 'GET') {
          answer = await handler(call, onClock);
        } else {
          const outcome = await ctx.store.transaction(async () => {
            try {
              return { answer: await handler(call, onClock) };
            } catch (error) {
              if (error instanceof ProviderError) return { refusal: error };
              throw error;
            }
          });
          if ('refusal' in outcome) throw outcome.refusal;
          answer = outcome.answer;
        }
        reply.code(answer.status).headers(answer.headers ?? {});
        if (answer.text !== undefined)
          return reply.type('text/plain; charset=utf-8').send(answer.text);
        if (answer.body === undefined) return reply.send();
        return reply.type(mediaType).send(JSON.stringify(answer.body));
      },
    });
  }
}

const endpointNotFound = () =>
  new ProviderError(404, 'endpointNotFound', 'Requested endpoint was not found.');

/**
 * The provider's answer to a path no route serves: 405 on a known path with another verb (3DS
 * and FraudSight: 400, as their documents say), else 404 `endpointNotFound`. A path that
 * matches the request's own method is never a 405 (it can reach here only when the router
 * refused it before matching, e.g. a segment longer than it takes).
 */
function notFoundAnswer(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? '';
  const allowedMethods = ['GET', 'POST', 'PUT', 'DELETE'].filter(
    (m) => m !== request.method && matchProviderEndpoint(m, path),
  );
  const match = allowedMethods[0] ? matchProviderEndpoint(allowedMethods[0], path) : null;
  if (!match) return renderError(reply, endpointNotFound());
  const refusal = new ProviderError(
    405,
    'methodNotAllowed',
    `The ${request.method} method is not allowed here.`,
  );
  return renderApiError(reply, refusal, {
    api: match.endpoint.api,
    publicUrl: request.server.sandbox.publicUrl,
    allowedMethods,
    method: request.method,
  });
}

/** Unknown paths get the provider's 404; a known path with the wrong verb its 405. */
export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => notFoundAnswer(request, reply));
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route runs (an id longer than
 * a path parameter may be, a malformed percent-encoding) is a path no route serves.
 */
export function frameworkErrors(
  _error: Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // No hook runs for these: the headers, correlation id and log line are added here.
  applySecurityHeaders(reply);
  correlate(request, reply);
  logOnceAnswered(request, reply);
  return notFoundAnswer(request, reply);
}

/**
 * Errors outside the REST routes' own handler, in the provider's envelope too: a body Fastify
 * cannot read for a path no route serves (an unknown media type, empty JSON) would otherwise
 * get Fastify's own JSON.
 */
export function registerRootErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error
        ? Number(error.statusCode)
        : 500;
    if (request.is404) return notFoundAnswer(request, reply);
    if (status === 413) {
      return renderError(
        reply,
        new ProviderError(413, 'bodyIsTooLarge', 'The request body is too large.'),
      );
    }
    if (status === 415) {
      return renderError(
        reply,
        new ProviderError(415, 'headerHasInvalidValue', 'The Content-Type is not supported.', {
          headerName: 'Content-Type',
        }),
      );
    }
    if (status >= 400 && status < 500) {
      return renderError(
        reply,
        new ProviderError(400, 'bodyIsNotJson', 'The request body could not be read.'),
      );
    }
    request.log.error({ err: error }, 'sandbox request failed');
    return renderError(reply, internalError());
  });
}

/**
 * `WP-CorrelationId` on every response: the caller's own when it sent a sane one (the demo
 * server sends one with every provider call), else a new one. The request's log line carries
 * it too (logging.ts), so a caller's line and the sandbox's join on it.
 */
export function registerCorrelationId(app: FastifyInstance): void {
  app.decorateRequest('correlationId', null);
  app.addHook('onRequest', (request, reply, done) => {
    correlate(request, reply);
    done();
  });
}

function correlate(request: FastifyRequest, reply: FastifyReply): void {
  const given = request.headers['wp-correlationid'];
  const id =
    typeof given === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
  request.correlationId = id;
  reply.header('WP-CorrelationId', id);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: ProviderEndpoint;
  }
}
