// What a provider call is, how it fails, and what a flow binds it to (shared by the client and
// its typed calls): the call failure, the request, the connection a flow binds, and the
// typed surface of the calls (ProviderCalls).
import type * as z from 'zod/mini';
import type {
  AccountVerificationRequest,
  ActionLink,
  ApmActionResponse,
  ApmPaymentRequest,
  ApmPaymentResponse,
  ApmQueryResponse,
  cardPaymentEventsResponseSchema,
  PaymentQueryPayment,
  PaymentQueryResponse,
  PaymentsApiQueryResponse,
  BillingAddress,
  CardPaymentResponse,
  CustomerInitiatedTransaction,
  MerchantInitiatedTransaction,
  DeviceDataInitializationRequest,
  deviceDataInitializationResponseSchema,
  EnvironmentName,
  ExpiryDate,
  FraudAssessmentRequest,
  FraudAssessmentResponse,
  HppRequest,
  hostedPaymentPageResponseSchema,
  HttpMethod,
  PaymentsApiRequest,
  PaymentsApiResponse,
  PayoutRequest,
  PayoutResponse,
  ProviderErrorBody,
  ProviderResult,
  ThreeDsAuthenticationRequest,
  ThreeDsResult,
  ThreeDsVerificationRequest,
  Token,
  Verification,
  VerifiedTokenRequest,
  VerifiedTokenResponse,
} from '@sjd/contracts';
import type { ApiEvent } from '../features/event-log';

/**
 * Why a provider call failed:
 * - network: our server could not be reached; refused: our server refused the request (4xx,
 *   nothing was sent); unreachable / timeout: the provider could not be reached (502) or did
 *   not answer in time (504); unreadable: an answer that is not what the contracts describe.
 *   These are recorded in the terminal as 'Request failed' by the client itself.
 * - providerError: the provider answered with an error status this call does not expect (an
 *   `internalErrorOccurred` 500, a validation 400, …). The response is in the terminal; the
 *   flow records what it means ('Payment failed', 'Token deletion failed', …).
 */
export type ProviderCallFailure =
  'network' | 'refused' | 'unreachable' | 'timeout' | 'unreadable' | 'providerError';

export class ProviderCallError extends Error {
  constructor(
    message: string,
    readonly failure: ProviderCallFailure,
    /** HTTP status: the provider's for providerError, our server's otherwise (0: no answer). */
    readonly status: number,
    readonly providerError?: ProviderErrorBody,
  ) {
    super(message);
    this.name = 'ProviderCallError';
  }

  /** True for failures on the way to the provider ('Request failed' is already recorded). */
  get isRequestFailure(): boolean {
    return this.failure !== 'providerError';
  }
}

/** Which of our proxy routes carries a call. */
export type ProxyRoute = 'wpservices' | 'payments' | 'hpp';

/** One provider call as the flows describe it. */
export interface ProviderRequest {
  route: ProxyRoute;
  /** The endpoint id of the contracts' table (names the API in the terminal). */
  endpoint: string;
  /** What the terminal calls this step, e.g. 'Create verified token'. */
  title: string;
  method: HttpMethod;
  /** A provider path ('/verifiedTokens/cardOnFile') or an href the provider returned. */
  url: string;
  payload?: unknown;
}

export interface ProviderConnection {
  environment: EnvironmentName;
  /** The environment config's wpBaseUrl: request events show absolute provider URLs. */
  providerBaseUrl: string;
  /** Records one terminal event under the flow's current trigger. */
  record(event: ApiEvent): void;
  /** Aborts the HTTP request when the flow is cancelled. */
  signal?: AbortSignal;
}

/** Sends one provider call and returns the provider's answer (any status), recording both. */
export type ProviderTransport = (request: ProviderRequest) => Promise<ProviderResult>;

export type DeviceDataInitializationResponse = z.infer<
  typeof deviceDataInitializationResponseSchema
>;
export type HostedPaymentPageResponse = z.infer<typeof hostedPaymentPageResponseSchema>;
export type CardPaymentEvents = z.infer<typeof cardPaymentEventsResponseSchema>;

/** A provider answer whose status matters to the flow (201 new vs 200 existing vs 409 …). */
export interface Answer<T> {
  status: number;
  body: T;
}

/** Token attributes that have their own update link (spec §4 "Edit", §7). */
export interface TokenFieldValues {
  cardHolderName: string;
  cardExpiryDate: ExpiryDate;
  billingAddress: BillingAddress;
  schemeTransactionReference: string;
}
export type TokenField = keyof TokenFieldValues;
/** One attribute and its new value. */
export type TokenChange = {
  [F in TokenField]: { field: F; value: TokenFieldValues[F] };
}[TokenField];

export interface ProviderCalls {
  /** Verified Tokens: 201 new, 200 identical token existed, 206 not verified, 409 conflict. */
  createVerifiedToken(payload: VerifiedTokenRequest): Promise<Answer<VerifiedTokenResponse>>;
  getToken(href: string): Promise<Token>;
  /** PUT on the `tokens:conflicts` link: the token takes the conflicting values. */
  resolveTokenConflicts(href: string): Promise<void>;
  /** DELETE a token; a 404 counts as deleted (spec §4 "Tokens"). */
  deleteToken(href: string): Promise<'deleted' | 'notFound'>;
  /** PUT the bare new value to the attribute's own link (tokens:cardHolderName, …). */
  updateToken(href: string, change: TokenChange): Promise<void>;
  initializeDeviceData(
    payload: DeviceDataInitializationRequest,
  ): Promise<DeviceDataInitializationResponse>;
  authenticate(payload: ThreeDsAuthenticationRequest): Promise<ThreeDsResult>;
  verifyChallenge(payload: ThreeDsVerificationRequest): Promise<ThreeDsResult>;
  assessFraud(payload: FraudAssessmentRequest): Promise<FraudAssessmentResponse>;
  /** Account verification, card on file: 201 verified, 206 not verified. */
  verifyAccount(payload: AccountVerificationRequest): Promise<Answer<Verification>>;
  authorizeCardPayment(payload: CustomerInitiatedTransaction): Promise<CardPaymentResponse>;
  /** Card Payments, merchant-initiated: a renewal quoting the first payment's scheme reference. */
  authorizeRecurringPayment(payload: MerchantInitiatedTransaction): Promise<CardPaymentResponse>;
  /** Payments API: POST /api/payments. */
  createPayment(payload: PaymentsApiRequest): Promise<PaymentsApiResponse>;
  /** Payments API: an `_actions` member the last answer offered. */
  followPaymentAction(
    title: string,
    action: ActionLink,
    payload?: Record<string, unknown>,
  ): Promise<PaymentsApiResponse>;
  createPaymentPage(payload: HppRequest): Promise<HostedPaymentPageResponse>;
  /** Payment Queries: one payment's facts, `events[]` and v7 links (its id path or self link). */
  retrievePayment(href: string): Promise<PaymentQueryPayment>;
  /** Payment Queries: the payments made with a transaction reference (never a date range). */
  findPaymentsByReference(transactionReference: string): Promise<PaymentQueryResponse>;
  /** Payments API: the payment's query link → `lastEvent` and `_actions`. */
  queryPaymentStatus(href: string): Promise<PaymentsApiQueryResponse>;
  /** Card Payments: the `cardPayments:events` link → `lastEvent` and `_links`. */
  cardPaymentEvents(href: string): Promise<CardPaymentEvents>;
  /** A follow-up action the provider offered (Payments API `_actions`, v7 `_links`): 202. */
  followOrderAction(
    title: string,
    action: { api: 'payments' | 'cardPayments'; href: string },
    payload?: Record<string, unknown>,
  ): Promise<void>;
  /** Card Payouts: fast access (Visa Direct / Mastercard Send), 201 with the payout's outcome. */
  payoutFastAccess(payload: PayoutRequest): Promise<PayoutResponse>;
  /** APMs API: POST /apmPayments, 201 pending with the shopper's redirect (or QR code). */
  createApmPayment(payload: ApmPaymentRequest): Promise<ApmPaymentResponse>;
  /** APMs API: the payment's self link → `lastEvent` and `_actions`. */
  queryApmPayment(href: string): Promise<ApmQueryResponse>;
  /** APMs API: an `_actions` member the query offered (settle, reverse, …): 202. */
  followApmAction(
    title: string,
    href: string,
    payload?: Record<string, unknown>,
  ): Promise<ApmActionResponse>;
}
