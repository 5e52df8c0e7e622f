// The provider calls the flows make (spec §7), one typed method per endpoint of the contracts'
// table. Each names its terminal title, its proxy route and the statuses it expects; the answer
// is parsed with the contracts' schema (never cast). An error status the call does not expect
// becomes a ProviderCallError('providerError') carrying the provider's error envelope.
import type * as z from 'zod/mini';
import {
  cardPaymentResponseSchema,
  deviceDataInitializationResponseSchema,
  fraudAssessmentResponseSchema,
  hostedPaymentPageResponseSchema,
  paymentsApiResponseSchema,
  providerApis,
  providerEndpointById,
  providerErrorSchema,
  threeDsResultSchema,
  tokenSchema,
  verificationSchema,
  verifiedTokenResponseSchema,
  type AccountVerificationRequest,
  type ActionLink,
  type BillingAddress,
  type CardPaymentResponse,
  type CustomerInitiatedTransaction,
  type DeviceDataInitializationRequest,
  type ExpiryDate,
  type FraudAssessmentRequest,
  type FraudAssessmentResponse,
  type HppRequest,
  type PaymentsApiRequest,
  type PaymentsApiResponse,
  type ProviderResult,
  type ThreeDsAuthenticationRequest,
  type ThreeDsResult,
  type ThreeDsVerificationRequest,
  type Token,
  type Verification,
  type VerifiedTokenRequest,
  type VerifiedTokenResponse,
} from '@sjd/contracts';
import { failureEvents } from '../features/event-log/event-descriptors';
import type { Parser } from './persistence';
import {
  ProviderCallError,
  type ProviderConnection,
  type ProviderRequest,
  type ProviderTransport,
} from './provider-types';

export type DeviceDataInitializationResponse = z.infer<
  typeof deviceDataInitializationResponseSchema
>;
export type HostedPaymentPageResponse = z.infer<typeof hostedPaymentPageResponseSchema>;

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

const tokenFieldCalls: Record<TokenField, { endpoint: string; title: string }> = {
  cardHolderName: { endpoint: 'updateTokenCardHolderName', title: 'Update cardholder name' },
  cardExpiryDate: { endpoint: 'updateTokenCardExpiryDate', title: 'Update card expiry date' },
  billingAddress: { endpoint: 'updateTokenBillingAddress', title: 'Update billing address' },
  schemeTransactionReference: {
    endpoint: 'updateTokenSchemeTransactionReference',
    title: 'Update scheme transaction reference',
  },
};

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
  /** Payments API: POST /api/payments. */
  createPayment(payload: PaymentsApiRequest): Promise<PaymentsApiResponse>;
  /** Payments API: an `_actions` member the last answer offered. */
  followPaymentAction(
    title: string,
    action: ActionLink,
    payload?: Record<string, unknown>,
  ): Promise<PaymentsApiResponse>;
  createPaymentPage(payload: HppRequest): Promise<HostedPaymentPageResponse>;
}

export function createProviderCalls(
  send: ProviderTransport,
  connection: ProviderConnection,
): ProviderCalls {
  /** Records an unreadable answer as 'Request failed' and throws. */
  const unreadable = (request: ProviderRequest, answer: ProviderResult, why: string): never => {
    const endpoint = providerEndpointById(request.endpoint);
    connection.record({
      title: failureEvents.requestFailed,
      type: 'response',
      api: endpoint ? providerApis[endpoint.api].title : 'Provider',
      status: answer.status,
      plainText: `${request.title}: ${why}`,
      icon: 'error',
    });
    throw new ProviderCallError(why, 'unreadable', answer.status);
  };

  /** Sends, then checks the status is one the call expects; error statuses become errors. */
  async function exchange(request: ProviderRequest, statuses: readonly number[]) {
    const answer = await send(request);
    if (statuses.includes(answer.status)) return answer;
    if (answer.status >= 400) {
      const envelope = providerErrorSchema.safeParse(answer.body);
      const message = envelope.success
        ? `${envelope.data.errorName}: ${envelope.data.message}`
        : `HTTP ${answer.status}`;
      throw new ProviderCallError(
        message,
        'providerError',
        answer.status,
        envelope.success ? envelope.data : undefined,
      );
    }
    return unreadable(request, answer, `unexpected HTTP ${answer.status} from the provider.`);
  }

  async function withBody<T>(
    request: ProviderRequest,
    schema: Parser<T>,
    statuses: readonly number[],
  ): Promise<Answer<T>> {
    const answer = await exchange(request, statuses);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      return unreadable(request, answer, 'the answer does not match the provider contract.');
    }
    return { status: answer.status, body: parsed.data };
  }

  const wp = (
    endpoint: string,
    title: string,
    method: ProviderRequest['method'],
    url: string,
    payload?: unknown,
  ): ProviderRequest => ({ route: 'wpservices', endpoint, title, method, url, payload });

  return {
    createVerifiedToken: (payload) =>
      withBody(
        wp(
          'createVerifiedToken',
          'Create verified token',
          'POST',
          '/verifiedTokens/cardOnFile',
          payload,
        ),
        verifiedTokenResponseSchema,
        [200, 201, 206, 409],
      ),

    getToken: async (href) =>
      (await withBody(wp('getToken', 'Get token', 'GET', href), tokenSchema, [200])).body,

    resolveTokenConflicts: async (href) => {
      await exchange(wp('resolveTokenConflicts', 'Resolve token conflict', 'PUT', href), [204]);
    },

    deleteToken: async (href) => {
      const answer = await exchange(wp('deleteToken', 'Delete token', 'DELETE', href), [204, 404]);
      return answer.status === 404 ? 'notFound' : 'deleted';
    },

    updateToken: async (href, change) => {
      const { endpoint, title } = tokenFieldCalls[change.field];
      await exchange(wp(endpoint, title, 'PUT', href, change.value), [204]);
    },

    initializeDeviceData: async (payload) =>
      (
        await withBody(
          wp(
            'threeDsDeviceDataInitialization',
            '3DS device data initialization',
            'POST',
            '/verifications/customers/3ds/deviceDataInitialization',
            payload,
          ),
          deviceDataInitializationResponseSchema,
          [200],
        )
      ).body,

    authenticate: async (payload) =>
      (
        await withBody(
          wp(
            'threeDsAuthentication',
            '3DS authentication',
            'POST',
            '/verifications/customers/3ds/authentication',
            payload,
          ),
          threeDsResultSchema,
          [200],
        )
      ).body,

    verifyChallenge: async (payload) =>
      (
        await withBody(
          wp(
            'threeDsVerification',
            '3DS verification',
            'POST',
            '/verifications/customers/3ds/verification',
            payload,
          ),
          threeDsResultSchema,
          [200],
        )
      ).body,

    assessFraud: async (payload) =>
      (
        await withBody(
          wp('fraudAssessment', 'FraudSight assessment', 'POST', '/fraudsight/assessment', payload),
          fraudAssessmentResponseSchema,
          [200],
        )
      ).body,

    verifyAccount: (payload) =>
      withBody(
        wp(
          'accountVerificationCardOnFile',
          'Account verification',
          'POST',
          '/verifications/accounts/intelligent/cardOnFile',
          payload,
        ),
        verificationSchema,
        [201, 206],
      ),

    authorizeCardPayment: async (payload) =>
      (
        await withBody(
          wp(
            'cardPaymentCit',
            'Card payment',
            'POST',
            '/cardPayments/customerInitiatedTransactions',
            payload,
          ),
          cardPaymentResponseSchema,
          [201],
        )
      ).body,

    createPayment: async (payload) =>
      (
        await withBody(
          {
            route: 'payments',
            endpoint: 'payment',
            title: 'Payment',
            method: 'POST',
            url: '/api/payments',
            payload,
          },
          paymentsApiResponseSchema,
          [201, 202],
        )
      ).body,

    followPaymentAction: async (title, action, payload) =>
      (
        await withBody(
          {
            route: 'payments',
            endpoint: endpointOfAction(action.href),
            title,
            method: action.method,
            url: action.href,
            payload,
          },
          paymentsApiResponseSchema,
          [201, 202],
        )
      ).body,

    createPaymentPage: async (payload) =>
      (
        await withBody(
          {
            route: 'hpp',
            endpoint: 'createPaymentPage',
            title: 'Create payment page',
            method: 'POST',
            url: '/payment_pages',
            payload,
          },
          hostedPaymentPageResponseSchema,
          [200],
        )
      ).body,
  };
}

/** The Payments API endpoint an action href points at (for the terminal's API name). */
function endpointOfAction(href: string): string {
  if (href.endsWith('/3dsDeviceData')) return 'supply3dsDeviceData';
  if (href.endsWith('/3dsChallenges')) return 'complete3dsChallenge';
  return 'payment';
}
