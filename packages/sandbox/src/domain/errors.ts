// The sandbox's one error type. Domain code throws it; the API layer renders it in the
// provider's envelope `{ errorName, message, validationErrors?, headerName? }` (provider-api.md §1.4).
import type { ProviderValidationError } from '@sjd/contracts';

export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: { validationErrors?: ProviderValidationError[]; headerName?: string } = {},
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

/** A 400 for one field whose value is well-formed but unusable (unknown token, used session...). */
export function invalidField(
  jsonPath: string,
  message: string,
  errorName = 'fieldHasInvalidValue',
): ProviderError {
  return invalidBody([{ errorName, message, jsonPath }]);
}

/** An action the resource's current state does not allow (refund before settlement, ...). */
export function actionNotAllowed(message: string): ProviderError {
  return new ProviderError(409, 'actionNotAllowed', message);
}

/** The provider's 500; the sandbox answers it only for the `ERROR` magic cardholder name. */
export const internalError = () =>
  new ProviderError(
    500,
    'internalErrorOccurred',
    'We cannot currently process your request. Please contact support.',
  );
