// Renders the sandbox's one error type in the provider's envelope (provider-api.md §1.4).
import type { FastifyReply } from 'fastify';
import type { ProviderError } from '../domain/errors';

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
