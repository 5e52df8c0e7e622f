// The provider's published OpenAPI documents the sandbox follows (one per API it claims), by the
// file names of the provider's downloads. The documents are not in this repository: their facts
// are, in published-operations.ts (generated from them by `npm run conformance -- --write-facts`,
// see packages/sandbox/README.md "Conformance").
export const publishedApiFiles = {
  payments: 'worldpay-payments-openapi.yaml',
  cardPayments: 'worldpay-card-payments-openapi.yaml',
  threeDS: 'worldpay-3ds-openapi.yaml',
  fraudSight: 'worldpay-fraudsight-openapi.yaml',
  tokens: 'worldpay-tokens-openapi.yaml',
  verifiedTokens: 'worldpay-verified-tokens-openapi.yaml',
  payouts: 'worldpay-card-payouts-openapi.yaml',
  paymentQueries: 'worldpay-payment-queries-openapi.yaml',
  hostedPaymentPages: 'worldpay-hosted-payment-pages-openapi.yaml',
  cardVerifications: 'worldpay-card-verifications-openapi.yaml',
} as const;
export type PublishedApiKey = keyof typeof publishedApiFiles;

/**
 * The nine APIs whose every operation the sandbox claims to serve. Card Verifications v6 is
 * served beside them (the demo's card check uses account verifications v5) but not claimed
 * whole: its ACH verification is a US bank-account check outside a card sandbox.
 */
export const claimedApis: readonly PublishedApiKey[] = [
  'payments',
  'cardPayments',
  'threeDS',
  'fraudSight',
  'tokens',
  'verifiedTokens',
  'payouts',
  'paymentQueries',
  'hostedPaymentPages',
];

/** One operation of a published document: the facts the sandbox's conformance run needs. */
export interface PublishedOperationFacts {
  api: PublishedApiKey;
  method: string;
  /** As published: `{name}` for a path parameter. */
  path: string;
  operationId?: string;
  /** Media types of the request body, if it takes one. */
  requestMediaTypes: readonly string[];
  /** Each declared status and the media types of its body (none: no body). */
  responses: Readonly<Record<string, readonly string[]>>;
}

/**
 * An error a published document shows as an example: the envelope's wire values (error names,
 * messages, the JSON path or header at fault), which the sandbox answers alike.
 */
export interface PublishedErrorFacts {
  api: PublishedApiKey;
  method: string;
  path: string;
  status: number;
  errorName: string;
  message: string;
  headerName?: string;
  validationErrors?: readonly { errorName: string; jsonPath?: string; message: string }[];
}
