// Strict reading of the `url` a browser asks the proxy to call. The proxy must not be an open
// relay (ARCHITECTURE §4), so instead of normalising what it is given (and risking a parser
// disagreement between us and the provider), it accepts only one spelling of each address:
// - a provider path relative to the profile's base URL: "/verifiedTokens/cardOnFile";
// - or an href exactly as the provider writes it: the base URL (scheme, host, port and any base
//   path, byte for byte) followed by such a path.
// Path segments are limited to the endpoint table's alphabet (letters, digits, '-', '_'), so
// encodings, dot segments, backslashes, Unicode look-alikes and empty segments cannot appear.
// Each refusal says what was wrong, because the demo's visitors are developers.

export type UrlReading =
  { ok: true; path: string; query: string | undefined } | { ok: false; message: string };

const refuse = (message: string): UrlReading => ({ ok: false, message });

const segmentPattern = /^[A-Za-z0-9_-]+$/;
const schemePattern = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** Why an absolute url that does not start with the base URL is refused, as precisely as we can. */
function explainForeignUrl(raw: string, baseUrl: string, profileName: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return 'The url is not a valid absolute URL';
  }
  if (parsed.username || parsed.password) {
    return 'Credentials in the url (user@host) are not allowed';
  }
  const base = new URL(baseUrl);
  if (parsed.origin !== base.origin) {
    return `The url must be on the provider origin of the '${profileName}' profile (${base.origin})`;
  }
  if (base.pathname !== '/' && !parsed.pathname.startsWith(`${base.pathname}/`)) {
    return `The url must be under the provider base URL ${baseUrl}`;
  }
  return `The url must be written exactly as the provider returns it, starting with ${baseUrl}/`;
}

/**
 * Splits `raw` into a provider path (relative to the base URL) and an optional raw query string,
 * or explains why it is refused. `baseUrl` has no trailing slash.
 */
export function readProviderUrl(raw: string, baseUrl: string, profileName: string): UrlReading {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point.
  if (/[\u0000-\u0020\u007f]/.test(raw)) {
    return refuse('The url contains whitespace or control characters');
  }
  if (/[^\u0021-\u007e]/.test(raw)) {
    return refuse('The url must be plain ASCII (no Unicode or internationalised look-alikes)');
  }
  if (raw.includes('\\')) return refuse('Backslashes are not allowed in the url');
  if (raw.includes('#')) return refuse('Fragments (#…) are not allowed in the url');

  let rest: string;
  if (raw.startsWith('//')) {
    return refuse('Protocol-relative urls (//host/…) are not allowed');
  } else if (raw.startsWith('/')) {
    rest = raw;
  } else if (schemePattern.test(raw)) {
    if (!raw.startsWith(`${baseUrl}/`)) return refuse(explainForeignUrl(raw, baseUrl, profileName));
    rest = raw.slice(baseUrl.length);
  } else {
    return refuse(
      'The url must be a provider path starting with / or an href the provider returned',
    );
  }

  const queryStart = rest.indexOf('?');
  const path = queryStart === -1 ? rest : rest.slice(0, queryStart);
  const query = queryStart === -1 ? undefined : rest.slice(queryStart + 1);

  if (path.includes('%')) return refuse('Percent-encoding is not allowed in the url path');
  const segments = path.split('/').slice(1);
  if (segments.some((s) => s === '')) {
    return refuse('Empty path segments (// or a trailing slash) are not allowed');
  }
  if (segments.some((s) => s === '.' || s === '..')) {
    return refuse('Dot segments (. and ..) are not allowed in the url path');
  }
  if (!segments.every((s) => segmentPattern.test(s))) {
    return refuse("Path segments may contain only letters, digits, '-' and '_'");
  }
  return { ok: true, path, query };
}

// A query value: unreserved characters, a few sub-delimiters, or %XX escapes.
const queryValuePattern = /^(?:[A-Za-z0-9._~!$'()*+,;:@-]|%[0-9A-Fa-f]{2})+$/;

/**
 * Checks a raw query string against the parameter names an endpoint takes. It is forwarded
 * verbatim when accepted; decoded values must be printable ASCII.
 */
export function checkQuery(query: string, allowed: readonly string[]): string | null {
  if (query === '') return 'An empty query string (a bare ?) is not allowed';
  const seen = new Set<string>();
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    const value = equals === -1 ? '' : pair.slice(equals + 1);
    if (!allowed.includes(name)) {
      return `Query parameter '${name}' is not allowed here (allowed: ${allowed.join(', ')})`;
    }
    if (seen.has(name)) return `Query parameter '${name}' is repeated`;
    seen.add(name);
    if (!queryValuePattern.test(value)) {
      return `Query parameter '${name}' needs a non-empty, URL-encoded value`;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return `Query parameter '${name}' has a broken percent-encoding`;
    }
    if (!/^[\u0020-\u007e]+$/.test(decoded)) {
      return `Query parameter '${name}' must decode to printable ASCII`;
    }
  }
  return null;
}
