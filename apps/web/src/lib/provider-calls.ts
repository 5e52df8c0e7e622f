// The provider calls the flows make (spec §7), one typed method per endpoint of the contracts'
// table. Each names its terminal title, its proxy route and the statuses it expects; the answer
// is parsed with the contracts' schema (never cast). An error status the call does not expect
// becomes a ProviderCallError('providerError') carrying the provider's error envelope.
import {
  cardPaymentActionResponseSchema,
  cardPaymentEventsResponseSchema,
  cardPaymentResponseSchema,
  matchProviderEndpoint,
  paymentQueryPaymentSchema,
  paymentQueryResponseSchema,
  paymentsApiActionResponseSchema,
  paymentsApiQueryResponseSchema,
  deviceDataInitializationResponseSchema,
  fraudAssessmentResponseSchema,
  hostedPaymentPageResponseSchema,
  paymentsApiResponseSchema,
  payoutResponseSchema,
  providerApis,
  providerEndpointById,
  providerErrorSchema,
  threeDsResultSchema,
  tokenSchema,
  verificationSchema,
  verifiedTokenResponseSchema,
  type PaymentsApiResponse,
  type ProviderResult,
} from '@sjd/contracts';
import { failureEvents } from '../features/event-log';
import type { Parser } from './persistence';
import {
  ProviderCallError,
  type Answer,
  type ProviderCalls,
  type ProviderConnection,
  type ProviderRequest,
  type ProviderTransport,
  type TokenField,
} from './provider-types';

export type {
  Answer,
  DeviceDataInitializationResponse,
  HostedPaymentPageResponse,
  ProviderCalls,
  TokenChange,
  TokenField,
  TokenFieldValues,
} from './provider-types';

// Every token link is PUT /tokens/{id} (one endpoint, `updateToken`): the link says which
// attribute the bare value changes.
const tokenFieldTitles: Record<TokenField, string> = {
  cardHolderName: 'Update cardholder name',
  cardExpiryDate: 'Update card expiry date',
  billingAddress: 'Update billing address',
  schemeTransactionReference: 'Update scheme transaction reference',
};

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

  /** A POST through /api/wpservices whose 200 body is all the flow needs. */
  const post = async <T>(
    endpoint: string,
    title: string,
    path: string,
    payload: unknown,
    schema: Parser<T>,
  ): Promise<T> => (await withBody(wp(endpoint, title, 'POST', path, payload), schema, [200])).body;

  /** A Payments API call (201 or 202, one body shape per outcome). */
  const payments = async (
    title: string,
    endpoint: string,
    method: ProviderRequest['method'],
    url: string,
    payload?: unknown,
  ): Promise<PaymentsApiResponse> =>
    (
      await withBody(
        { route: 'payments', endpoint, title, method, url, payload },
        paymentsApiResponseSchema,
        [201, 202],
      )
    ).body;

  const threeDsPath = '/verifications/customers/3ds';

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
      await exchange(wp('updateToken', 'Resolve token conflict', 'PUT', href), [204]);
    },

    deleteToken: async (href) => {
      const answer = await exchange(wp('deleteToken', 'Delete token', 'DELETE', href), [204, 404]);
      return answer.status === 404 ? 'notFound' : 'deleted';
    },

    updateToken: async (href, change) => {
      const title = tokenFieldTitles[change.field];
      await exchange(wp('updateToken', title, 'PUT', href, change.value), [204]);
    },

    initializeDeviceData: (payload) =>
      post(
        'threeDsDeviceDataInitialization',
        '3DS device data initialization',
        `${threeDsPath}/deviceDataInitialization`,
        payload,
        deviceDataInitializationResponseSchema,
      ),

    authenticate: (payload) =>
      post(
        'threeDsAuthentication',
        '3DS authentication',
        `${threeDsPath}/authentication`,
        payload,
        threeDsResultSchema,
      ),

    verifyChallenge: (payload) =>
      post(
        'threeDsVerification',
        '3DS verification',
        `${threeDsPath}/verification`,
        payload,
        threeDsResultSchema,
      ),

    assessFraud: (payload) =>
      post(
        'fraudAssessment',
        'FraudSight assessment',
        '/fraudsight/assessment',
        payload,
        fraudAssessmentResponseSchema,
      ),

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

    authorizeRecurringPayment: async (payload) =>
      (
        await withBody(
          wp(
            'cardPaymentMit',
            'Recurring card payment',
            'POST',
            '/cardPayments/merchantInitiatedTransactions',
            payload,
          ),
          cardPaymentResponseSchema,
          [201],
        )
      ).body,

    createPayment: (payload) => payments('Payment', 'payment', 'POST', '/api/payments', payload),

    followPaymentAction: (title, action, payload) =>
      payments(title, endpointOfAction(action.href), action.method, action.href, payload),

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

    retrievePayment: async (href) =>
      (
        await withBody(
          wp('retrievePayment', 'Payment Queries: payment history', 'GET', href),
          paymentQueryPaymentSchema,
          [200],
        )
      ).body,

    findPaymentsByReference: async (transactionReference) =>
      (
        await withBody(
          wp(
            'queryPayments',
            'Payment Queries: find by transaction reference',
            'GET',
            `/paymentQueries/payments?transactionReference=${encodeURIComponent(transactionReference)}`,
          ),
          paymentQueryResponseSchema,
          [200],
        )
      ).body,

    queryPaymentStatus: async (href) =>
      (
        await withBody(
          {
            route: 'payments',
            endpoint: 'queryPayment',
            title: 'Query payment',
            method: 'GET',
            url: href,
          },
          paymentsApiQueryResponseSchema,
          [200],
        )
      ).body,

    cardPaymentEvents: async (href) =>
      (
        await withBody(
          wp('cardPaymentEvents', 'Card payment events', 'GET', href),
          cardPaymentEventsResponseSchema,
          [200],
        )
      ).body,

    followOrderAction: async (title, action, payload) => {
      const endpoint = endpointOfHref(action.href) ?? 'payment';
      const request: ProviderRequest =
        action.api === 'payments'
          ? { route: 'payments', endpoint, title, method: 'POST', url: action.href, payload }
          : wp(endpoint, title, 'POST', action.href, payload);
      const schema =
        action.api === 'payments'
          ? paymentsApiActionResponseSchema
          : cardPaymentActionResponseSchema;
      await withBody<unknown>(request, schema, [202]);
    },

    payoutFastAccess: async (payload) =>
      (
        await withBody(
          wp('payoutFastAccess', 'Fast access payout', 'POST', '/payouts/fastAccess', payload),
          payoutResponseSchema,
          [201],
        )
      ).body,
  };
}

/** The endpoint of the table an href points at (names the API in the terminal), if any. */
function endpointOfHref(href: string): string | undefined {
  try {
    return matchProviderEndpoint('POST', new URL(href).pathname)?.endpoint.id;
  } catch {
    return undefined;
  }
}

/** The Payments API endpoint an action href points at (for the terminal's API name). */
function endpointOfAction(href: string): string {
  if (href.endsWith('/3dsDeviceData')) return 'supply3dsDeviceData';
  if (href.endsWith('/3dsChallenges')) return 'complete3dsChallenge';
  return 'payment';
}
