// Renders the sandbox's one error type in the provider's envelope (provider-api.md §1.4), in
// the wording of the API that answers (@sjd/contracts error-dialects.ts: each API's own
// messages, names and statuses, as its published document shows them).
import type { FastifyReply } from 'fastify';
import {
  errorDialects,
  providerApis,
  type ProviderApiName,
  type ProviderValidationError,
} from '@sjd/contracts';
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

export interface ErrorSource {
  api: ProviderApiName;
  /** Origin of the links 3DS adds to its errors. */
  publicUrl: string;
  /** The verbs the path takes, for a `methodNotAllowed`. */
  allowedMethods?: readonly string[];
  /** The request's verb, for the messages that name it. */
  method?: string;
}

function itemInDialect(
  item: ProviderValidationError,
  api: ProviderApiName,
): ProviderValidationError {
  const dialect = errorDialects[api];
  const message =
    dialect?.fieldMessages?.[`${item.errorName} ${item.jsonPath}`] ??
    dialect?.itemMessages?.[item.errorName] ??
    item.message;
  return { ...item, message };
}

/** The error's body and status as this API words them. */
export function errorInDialect(error: ProviderError, source: ErrorSource) {
  const dialect = errorDialects[source.api];
  const errorName = dialect?.names?.[error.errorName] ?? error.errorName;
  const status = dialect?.statuses?.[errorName] ?? error.status;
  const { validationErrors, headerName } = error.details;
  const worded = error.details.keepMessage
    ? undefined
    : ((headerName ? dialect?.headerMessages?.[headerName] : undefined) ??
      dialect?.messages[errorName]);
  const message = worded?.replace('{method}', source.method ?? 'GET') ?? error.message;
  const items = validationErrors?.map((item) =>
    error.details.fromSchema ? itemInDialect(item, source.api) : item,
  );
  const threeDsBase = `${source.publicUrl}/verifications/customers/3ds`;
  const body = {
    errorName,
    message,
    ...(items ? { validationErrors: items } : {}),
    ...(headerName ? { headerName } : {}),
    ...(error.details.jsonPath ? { jsonPath: error.details.jsonPath } : {}),
    ...(dialect?.withLinks && errorName === 'methodNotAllowed' && source.allowedMethods
      ? { allowedMethods: [...source.allowedMethods] }
      : {}),
    ...(dialect?.withLinks
      ? {
          _links: {
            '3ds:authenticate': { href: `${threeDsBase}/authentication` },
            '3ds:verify': { href: `${threeDsBase}/verification` },
            curies: [
              {
                name: '3ds',
                href: `${source.publicUrl}/rels/verifications/customers/3ds/{rel}`,
                templated: true,
              },
            ],
          },
        }
      : {}),
  };
  return { status, body };
}

/** An error of one of the provider's REST APIs, in that API's wording and media type. */
export function renderApiError(reply: FastifyReply, error: ProviderError, source: ErrorSource) {
  const { status, body } = errorInDialect(error, source);
  return reply.code(status).type(providerApis[source.api].accept).send(JSON.stringify(body));
}
