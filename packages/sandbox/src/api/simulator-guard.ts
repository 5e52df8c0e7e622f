// Who may call the simulator routes (events and Resend, delivery faults, scenario triggers, demo
// clocks): the demo's server only. The merchant's credentials are not enough, because this demo
// hands its built-in sandbox's defaults to every browser (/api/config, so a copied curl runs);
// these routes act on any visitor's payments by reference, or move any visitor's clock, so they
// also take SANDBOX_SIMULATOR_KEY in `x-sjd-simulator-key`, which only the server holds (`npm
// start` makes one per start and gives it to both). Without a key they are off. They act for the
// merchant the credentials name (domain/merchants.ts): the demo's server calls them with the
// visitor's own, so each visitor's events, faults, scenarios and clocks are theirs alone.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import type { SandboxConfig } from '../config';
import { ProviderError } from '../domain/errors';
import { digest, merchantOfRequest } from './guard';
import { renderError } from './render-error';
import { validationErrorsFor } from './validation';

export const simulatorKeyHeader = 'x-sjd-simulator-key';

/** An onRequest hook refusing anyone but the holder of the credentials and the key. */
export function simulatorGuard(config: SandboxConfig) {
  const expected = digest(`${config.credentials.username}:${config.credentials.password}`);
  const key = config.simulatorKey === null ? null : digest(config.simulatorKey);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (key === null) {
      return renderError(
        reply,
        new ProviderError(
          403,
          'simulatorRoutesOff',
          'The simulator routes are off: the sandbox has no SANDBOX_SIMULATOR_KEY.',
        ),
      );
    }
    const given = request.headers[simulatorKeyHeader];
    const keyMatches = typeof given === 'string' && timingSafeEqual(digest(given), key);
    const merchant = merchantOfRequest(request, config, expected);
    if (merchant === undefined || !keyMatches) {
      return renderError(
        reply,
        new ProviderError(401, 'accessDenied', 'Access to the requested resource has been denied.'),
      );
    }
    // As on the REST routes: the events, faults, scenarios and clocks of this merchant only.
    request.merchant = merchant;
  };
}

/** A body the route's schema refused: the provider's envelope, with what to send instead. */
export function renderBodyRefused(
  reply: FastifyReply,
  hint: string,
  issues: readonly z.core.$ZodIssue[],
  body: unknown,
) {
  return renderError(
    reply,
    new ProviderError(400, 'bodyDoesNotMatchSchema', hint, {
      validationErrors: validationErrorsFor(issues, body),
    }),
  );
}

/**
 * The simulator routes' error handler: a provider error as it is, a body that could not be
 * read as 400, anything else as 500 (logged).
 */
export function simulatorErrorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof ProviderError) return renderError(reply, error);
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? Number(error.statusCode)
      : 500;
  if (status >= 500) request.log.error({ err: error }, 'simulator route failed');
  return renderError(
    reply,
    status < 500
      ? new ProviderError(400, 'bodyIsNotJson', 'The request body could not be read.')
      : new ProviderError(500, 'internalErrorOccurred', 'The request failed.'),
  );
}
