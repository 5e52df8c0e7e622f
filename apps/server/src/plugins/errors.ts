// One error shape for our own /api routes: { error, message, details? } (never a stack trace).
// Bad input is a 400 with a clear message; anything unexpected is logged and answered with 500.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '@sjd/contracts';
import { RequestValidationError } from './zod-schemas';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof RequestValidationError) {
      const body: ApiError = { error: 'badRequest', message: error.message, details: error.issues };
      return reply.status(400).send(body);
    }
    if (isFastifyError(error) && error.statusCode && error.statusCode < 500) {
      // Fastify's own 4xx: malformed JSON, body too large, unsupported media type, rate limit.
      const body: ApiError = { error: error.code ?? 'badRequest', message: error.message };
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
