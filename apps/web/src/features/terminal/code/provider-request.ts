// The provider request a trail event records, as an HTTP request with the headers the provider
// asks for (the API's media types from the contracts' endpoint table, and WP-Api-Version for the
// APIs that version by header: the Payments API and the APMs API). 'Copy as curl' (../curl.ts) and the Code view's snippets are both built from it,
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

/** The methods the provider's APIs take; a recorded method outside them is not written as code. */
const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The method, when it is one of the provider's, else null (a shared link's text may be anything). */
export function snippetMethod(method: string | undefined): string | null {
  return method !== undefined && methods.has(method) ? method : null;
}

/** URL characters every language's string literal and a shell's single quotes take as they are. */
const urlSafe = /^[A-Za-z0-9\-._~:/?#[\]@&=+,;%]$/;

/**
 * The URL as code may write it: an http(s) URL without credentials in it, with every character
 * outside a plain set percent-encoded (UTF-8), so no quote, backslash, `$`, backtick, brace or
 * line break reaches a snippet's string literal, whatever quoting a language or the snippet
 * library uses. A shared link or an imported HAR can put any text in a trail's URL (issue 42,
 * item 4); null when it is no such URL.
 */
export function snippetUrl(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    return null;
  }
  const bytes = new TextEncoder();
  return [...url.href]
    .map((char) =>
      urlSafe.test(char)
        ? char
        : [...bytes.encode(char)]
            .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
            .join(''),
    )
    .join('');
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
  // The APIs that version by header: the Payments API and the APMs API (issue 45).
  if ('apiVersion' in api) headers.push({ name: 'WP-Api-Version', value: api.apiVersion });
  return headers;
}

/**
 * The request, or null when the event is not one the demo sent to the provider: a response, a
 * plain-text step, or a simulated exchange (never sent: code for it would not do what the trail
 * shows).
 */
export function providerRequestOf(event: ApiEvent): ProviderRequest | null {
  if (event.type !== 'request' || event.plainText !== undefined || event.simulated) return null;
  const method = snippetMethod(event.method);
  const url = snippetUrl(event.url);
  if (!method || !url) return null;
  const headers = providerHeaders(event);
  const contentType = headers.find((header) => header.name === 'Content-Type')?.value;
  return {
    method,
    url,
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
