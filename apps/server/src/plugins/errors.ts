// One error shape for our own /api routes: { error, message, details? } (never a stack trace).
// Bad input is a 4xx with a clear message; anything unexpected is logged and answered with 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { proxyErrorCodes, type ApiError } from '@sjd/contracts';
import { logOnceAnswered } from './logging';
import { RequestValidationError } from './zod-schemas';

/** An error our own code throws to answer with a given 4xx status and ApiError body. */
export class ApiHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiError,
  ) {
    super(body.message);
    this.name = 'ApiHttpError';
  }
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error;
}

/** Fastify's own 4xx, reworded for the demo's visitors (developers reading the terminal). */
const fastifyClientErrors: Record<string, (request: FastifyRequest) => ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({
    error: proxyErrorCodes.malformedJson,
    message: 'The request body is not valid JSON',
  }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({
    error: proxyErrorCodes.malformedJson,
    message: 'The request body is empty but its content type is JSON',
  }),
  FST_ERR_CTP_BODY_TOO_LARGE: (request) => ({
    error: proxyErrorCodes.payloadTooLarge,
    message: `The request body is larger than the ${request.routeOptions.bodyLimit ?? 0} bytes this route accepts`,
    details: { limitBytes: request.routeOptions.bodyLimit },
  }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => ({
    error: 'unsupportedMediaType',
    message: 'Send the request body as application/json',
  }),
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof RequestValidationError) {
      const body: ApiError = { error: 'badRequest', message: error.message, details: error.issues };
      return reply.status(400).send(body);
    }
    if (error instanceof ApiHttpError) return reply.status(error.statusCode).send(error.body);
    if (isFastifyError(error) && error.statusCode && error.statusCode < 500) {
      // Fastify's own 4xx: malformed JSON (including __proto__ keys), body too large,
      // unsupported media type.
      const known = error.code ? fastifyClientErrors[error.code] : undefined;
      const body: ApiError = known
        ? known(request)
        : { error: error.code ?? 'badRequest', message: error.message };
      return reply.status(error.statusCode).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: ApiError = {
      error: 'internalError',
      message: 'Something went wrong on our side. Please try again.',
    };
    return reply.status(500).send(body);
  });
}

export function apiNotFound(method: string, url: string): ApiError {
  return { error: 'notFound', message: `No API route for ${method} ${url.split('?')[0] ?? url}` };
}

/**
 * Fastify's `frameworkErrors`: a URL its router refuses before any route runs (a malformed
 * percent-encoding: 400; a path parameter too long: 414). Answered in our error shape, without
 * echoing the URL, and logged like any request (Fastify's own answer was logged by nothing).
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  logOnceAnswered(request, reply);
  const status = error.statusCode === 414 ? 414 : 400;
  const body: ApiError = {
    error: 'badRequest',
    message:
      status === 414
        ? 'A segment of the URL is too long'
        : 'The URL is not valid (a malformed percent-encoding)',
  };
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}
