// The sandbox's one error type. Domain code throws it; the API layer renders it in the
// provider's envelope `{ errorName, message, validationErrors?, headerName? }` (provider-api.md §1.4).
import type { ProviderValidationError } from '@sjd/contracts';

export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: {
      validationErrors?: ProviderValidationError[];
      headerName?: string;
      /** The field at fault, named at the top of the envelope (Card Payouts' 422). */
      jsonPath?: string;
      /** A message of our own that says more than the API's generic one (kept as it is). */
      keepMessage?: boolean;
      /** The items come from the request schema: worded as the API words them. */
      fromSchema?: boolean;
    } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export const schemaMismatchMessage = 'The json body provided does not match the expected schema';

/** A 400 `bodyDoesNotMatchSchema` naming the fields at fault. */
export function invalidBody(validationErrors: ProviderValidationError[]): ProviderError {
  return new ProviderError(400, 'bodyDoesNotMatchSchema', schemaMismatchMessage, {
    validationErrors,
  });
}

/**
 * A 400 for a field a schema-like rule refuses (a name the API requires here, a number failing
 * Luhn): worded as the API words its schema's refusals (error-dialects.ts).
 */
export function refusedField(jsonPath: string, errorName: string, message: string): ProviderError {
  return new ProviderError(400, 'bodyDoesNotMatchSchema', schemaMismatchMessage, {
    fromSchema: true,
    validationErrors: [{ errorName, message, jsonPath }],
  });
}

/** A 400 for one field whose value is well-formed but unusable (unknown token, used session...). */
export function invalidField(
  jsonPath: string,
  message: string,
  errorName = 'fieldHasInvalidValue',
): ProviderError {
  return invalidBody([{ errorName, message, jsonPath }]);
}

/**
 * An action the payment's state does not offer (a refund before settlement, a second full
 * settlement, a 3DS step already taken). The provider declares no status for this [GAP]; its
 * action endpoints declare 400 (bodies), 401, 404, 406, 415 and 500, and an action link the
 * payment no longer offers is, for the client, a link that leads nowhere: the declared 404 with
 * its `endpointNotFound`, the message saying why [INF].
 */
export function actionNotAvailable(message: string): ProviderError {
  return new ProviderError(404, 'endpointNotFound', message, { keepMessage: true });
}

/** The provider's 500; the sandbox answers it only for the `ERROR` magic cardholder name. */
export const internalError = () =>
  new ProviderError(
    500,
    'internalErrorOccurred',
    'We cannot currently process your request. Please contact support.',
  );
