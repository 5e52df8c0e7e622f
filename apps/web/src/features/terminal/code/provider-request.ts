// The provider request a trail event records, as an HTTP request with the headers the provider
// asks for (the API's media types from the contracts' endpoint table, and WP-Api-Version for the
// Payments API). 'Copy as curl' (../curl.ts) and the Code view's snippets are both built from it,
// so the two always say the same request.
import { providerApis } from '@sjd/contracts';
import type { ApiEvent } from '../../event-log';

export interface Header {
  name: string;
  value: string;
}

export interface ProviderRequest {
  method: string;
  url: string;
  headers: Header[];
  /** The body as JSON text, when the request has one. */
  body?: { mimeType: string; text: string };
}

function apiOf(title: string) {
  return Object.values(providerApis).find((candidate) => candidate.title === title);
}

/** The headers the provider expects on a request of this API (credentials aside). */
export function providerHeaders(event: ApiEvent): Header[] {
  const api = apiOf(event.api);
  if (!api) return [];
  const headers: Header[] = [];
  if (event.body !== undefined) headers.push({ name: 'Content-Type', value: api.contentType });
  headers.push({ name: 'Accept', value: api.accept });
  if (event.api === providerApis.payments.title) {
    headers.push({ name: 'WP-Api-Version', value: providerApis.payments.apiVersion });
  }
  return headers;
}

/**
 * The request, or null when the event is not one the demo sent to the provider: a response, a
 * plain-text step, or a simulated exchange (never sent: code for it would not do what the trail
 * shows).
 */
export function providerRequestOf(event: ApiEvent): ProviderRequest | null {
  if (event.type !== 'request' || event.plainText !== undefined || event.simulated) return null;
  if (!event.url || !event.method || !/^https?:\/\//.test(event.url)) return null;
  const headers = providerHeaders(event);
  const contentType = headers.find((header) => header.name === 'Content-Type')?.value;
  return {
    method: event.method,
    url: event.url,
    headers,
    ...(event.body !== undefined
      ? {
          body: {
            mimeType: contentType ?? 'application/json',
            text: JSON.stringify(event.body),
          },
        }
      : {}),
  };
}
