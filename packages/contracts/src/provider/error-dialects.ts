// How each API words the provider's error envelope (§1.4). The APIs were built by different
// teams: the same refusal has a different message, sometimes another errorName or status, per
// API. These are the values the published documents' error examples answer (wire values, like
// enum strings), so a client matching on them meets the same text here as in production.
// Where a document shows no example for an error, the sandbox's own wording stays ([INF]).
import type { ProviderApiName } from './endpoints';

export interface ErrorDialect {
  /**
   * The envelope's `message` for the API's generic refusals, by (the API's own) errorName;
   * `{method}` stands for the request's verb.
   */
  messages: Readonly<Record<string, string>>;
  /** The API's name for a generic refusal (`accessDenied` → FraudSight's `unAuthorized`). */
  names?: Readonly<Record<string, string>>;
  /** Statuses the API answers instead of the usual ones (3DS: header errors are 400). */
  statuses?: Readonly<Record<string, number>>;
  /** The `message` of a schema validation item, by its errorName. */
  itemMessages?: Readonly<Record<string, string>>;
  /** A header error's message by the header at fault (`Accept`, `Content-Type`). */
  headerMessages?: Readonly<Record<string, string>>;
  /** Messages the documents give for one field: `${errorName} ${jsonPath}` → message. */
  fieldMessages?: Readonly<Record<string, string>>;
  /** 3DS adds its links (and, for a wrong verb, `allowedMethods`) to every error. */
  withLinks?: boolean;
}

const accessDenied = 'Access to the requested resource has been denied';
const jsonBodyMismatch = 'The json body provided does not match the expected schema';
const endpointNotFound = 'Requested endpoint was not found.';

const threeDsOrFraudSightStatuses = {
  headerHasInvalidValue: 400,
  headerIsMissing: 400,
  methodNotAllowed: 400,
};

export const errorDialects: Readonly<Partial<Record<ProviderApiName, ErrorDialect>>> = {
  payments: {
    messages: {
      bodyDoesNotMatchSchema: 'A JSON body matching the expected schema must be provided.',
      accessDenied: `${accessDenied}.`,
      endpointNotFound,
      headerIsMissing: 'A valid header must be provided.',
      headerHasInvalidValue: 'A valid header must be provided.',
      internalErrorOccurred: 'We cannot currently process your request. Please contact support.',
    },
    // Its document answers a missing Content-Type with 406, like the other header it needs.
    statuses: { headerIsMissing: 406 },
    itemMessages: { fieldIsNotAllowed: 'Field at path is not allowed.' },
  },
  cardPayments: {
    messages: {
      bodyDoesNotMatchSchema: jsonBodyMismatch,
      accessDenied,
      endpointNotFound,
      headerHasInvalidValue: 'Bad content type',
      internalServerError: 'Internal server error',
    },
    names: { internalErrorOccurred: 'internalServerError' },
    itemMessages: { fieldMustBeString: 'Element at path must be a string' },
  },
  threeDS: {
    messages: {
      bodyDoesNotMatchSchema: jsonBodyMismatch,
      headerHasInvalidValue: 'Provided request contains a header with an invalid value',
      methodNotAllowed: 'Method {method} not allowed for this request',
      serviceUnavailable: 'Service Unavailable',
    },
    statuses: threeDsOrFraudSightStatuses,
    fieldMessages: {
      'fieldIsMissing $.merchant': 'Merchant must be provided',
      'stringIsTooShort $.transactionReference':
        'Transaction reference must be between 1 and 64 characters inclusive',
      'stringIsTooLong $.transactionReference':
        'Transaction reference must be between 1 and 64 characters inclusive',
      'stringFailedRegexCheck $.merchant.entity':
        'Entity must be alphanumeric with optional spaces',
      'stringFailedRegexCheck $.transactionReference':
        'Transaction reference characters must be alphanumeric or one of the following: _!@#$%()*=-.:;?[]{}~`/+',
    },
    withLinks: true,
  },
  fraudSight: {
    messages: {
      bodyDoesNotMatchSchema: jsonBodyMismatch,
      bodyIsNotJson: 'Request contained invalid json',
      headerHasInvalidValue: "A valid 'Content-Type' header must be provided",
      unAuthorized: 'Invalid access token',
      methodNotAllowed: 'method {method} not allowed for this request',
      serviceUnavailable: 'Service unavailable',
    },
    names: { accessDenied: 'unAuthorized' },
    statuses: threeDsOrFraudSightStatuses,
    fieldMessages: {
      'stringIsTooShort $.acquirerReference':
        'Acquirer reference must be between 1 and 128 characters inclusive',
      'stringIsTooLong $.acquirerReference':
        'Acquirer reference must be between 1 and 128 characters inclusive',
      'stringIsTooShort $.authentication.eci': 'Authentication eci must be 2 characters long',
      'stringIsTooLong $.authentication.eci': 'Authentication eci must be 2 characters long',
    },
  },
  tokens: {
    messages: {
      bodyDoesNotMatchSchema: jsonBodyMismatch,
      accessDenied,
      resourceNotFound: 'Requested resource was not found',
      methodNotAllowed: 'Requested method is not allowed',
      tooManyTokensForNamespace: 'Too many tokens created for this namespace',
      maximumUpdatesExceeded: 'Maximum number of updates for this token exceeded',
      unrecognizedCardBrand: 'The card brand is not recognized',
      internalErrorOccurred: 'Internal server error',
    },
    headerMessages: { Accept: 'Accept header is not supported' },
    itemMessages: { panFailedLuhnCheck: 'Card number is not valid' },
    fieldMessages: {
      'fieldIsMissing $.paymentInstrument.cardHolderName': 'Card holder name must be supplied',
      'stringIsTooShort $.description':
        'Token description too short - must be between 1 & 255 characters',
    },
  },
  payouts: {
    messages: {
      bodyDoesNotMatchSchema:
        'There were field validation errors. The errors that occurred are within the validationErrors array.',
      accessDenied,
      resourceNotFound: 'The resource you are trying to access does not exist.',
      internalErrorOccurred:
        'An error occurred within the service (potentially due to an interaction with a downstream service)',
      urlContainsInvalidValue: 'The URL contains a value or values that are invalid.',
    },
    itemMessages: {
      fieldHasInvalidValue:
        'The identified field does not contain an expected value. This field must contain one of the expected valid values.',
    },
  },
  hostedPaymentPages: {
    messages: {
      invalidRequest: 'Invalid request.',
      unauthorized: 'Invalid authentication',
      internalErrorOccurred: 'An internal problem occurred with your request, please try again.',
    },
    names: { accessDenied: 'unauthorized', bodyDoesNotMatchSchema: 'invalidRequest' },
  },
  paymentQueries: {
    messages: {
      paymentNotFound: 'The payment you are trying to access does not exist.',
      entityIsNotConfigured: 'Entity is not configured to use this resource',
      invalidPageSize: 'Provided page size is not valid.',
      startDateTooOld: 'Provided start date must not be older than 1 year.',
      invalidLast4Digits: 'Provided last 4 digits are not valid.',
    },
  },
  cardVerifications: {
    messages: {
      bodyDoesNotMatchSchema: 'A JSON body matching the expected schema must be provided.',
      headerIsMissing: 'A valid header must be provided.',
      headerHasInvalidValue: 'A valid header must be provided.',
      accessDenied: `${accessDenied}.`,
      endpointNotFound,
    },
    statuses: { headerIsMissing: 400 },
    itemMessages: { fieldIsNotAllowed: 'Field at path is not allowed.' },
  },
};
