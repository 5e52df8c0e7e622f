// How every provider call goes out and comes back (spec §7): sent through the transport the flow
// bound (provider-client.ts), its status checked against the ones the call expects, its body
// parsed with the contracts' schema (never cast). An error status the call does not expect
// becomes a ProviderCallError('providerError') carrying the provider's error envelope; an
// answer of another shape is recorded as 'Request failed' and thrown as unreadable.
import {
  matchProviderEndpoint,
  paymentsApiResponseSchema,
  providerApis,
  providerEndpointById,
  providerErrorSchema,
  type PaymentsApiResponse,
  type ProviderResult,
} from '@sjd/contracts';
import { failureEvents } from '../../features/event-log';
import type { Parser } from '../persistence';
import {
  ProviderCallError,
  type Answer,
  type ProviderConnection,
  type ProviderRequest,
  type ProviderTransport,
} from '../provider-types';

export interface Exchange {
  /** Sends, then checks the status is one the call expects; error statuses become errors. */
  exchange(request: ProviderRequest, statuses: readonly number[]): Promise<ProviderResult>;
  /** As exchange, and parses the body with the call's schema. */
  withBody<T>(
    request: ProviderRequest,
    schema: Parser<T>,
    statuses: readonly number[],
  ): Promise<Answer<T>>;
  /** The body alone, of a call answered with one of `statuses`. */
  bodyOf<T>(request: ProviderRequest, schema: Parser<T>, statuses: readonly number[]): Promise<T>;
  /** A Payments API call (201 or 202, one body shape per outcome). */
  payments(
    title: string,
    endpoint: string,
    method: ProviderRequest['method'],
    url: string,
    payload?: unknown,
  ): Promise<PaymentsApiResponse>;
}

/** A call through /api/wpservices (the proxy's general route). */
export const wp = (
  endpoint: string,
  title: string,
  method: ProviderRequest['method'],
  url: string,
  payload?: unknown,
): ProviderRequest => ({ route: 'wpservices', endpoint, title, method, url, payload });

export function createExchange(send: ProviderTransport, connection: ProviderConnection): Exchange {
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

  return {
    exchange,
    withBody,
    bodyOf: async (request, schema, statuses) => (await withBody(request, schema, statuses)).body,
    payments: async (title, endpoint, method, url, payload) =>
      (
        await withBody(
          { route: 'payments', endpoint, title, method, url, payload },
          paymentsApiResponseSchema,
          [201, 202],
        )
      ).body,
  };
}

/** The endpoint of the table an href points at (names the API in the terminal), if any. */
export function endpointOfHref(href: string): string | undefined {
  try {
    return matchProviderEndpoint('POST', new URL(href).pathname)?.endpoint.id;
  } catch {
    return undefined;
  }
}

/** The Payments API endpoint an action href points at (for the terminal's API name). */
export function endpointOfAction(href: string): string {
  if (href.endsWith('/3dsDeviceData')) return 'supply3dsDeviceData';
  if (href.endsWith('/3dsChallenges')) return 'complete3dsChallenge';
  return 'payment';
}
