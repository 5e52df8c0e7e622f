// Blanks secrets and card data in one serialised JSON log line (pino's `hooks.streamWrite`), for
// the server's and the sandbox's loggers: a card number, CVC or credential must not reach a log
// even by accident (an error message quoting a value, a URL a shopper typed a card number into,
// a future debug line). It rewrites the values of sensitive JSON keys wherever they are nested,
// card-number-like digit runs inside any JSON string, and `Basic …` credentials. Two quick tests
// skip the rewriting of lines that hold none of these (most of them).

export const censor = '[redacted]';

/** JSON keys whose values are secrets or card data, compared case-insensitively. */
const sensitiveKeys = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'password',
  'username',
  'cardnumber',
  'pan',
  'cvc',
  'cvv',
  'cvn',
  'securitycode',
  'carddata',
]);

// A JSON string literal (keys included), or a key followed by a scalar value.
const jsonString = /"(?:[^"\\]|\\.)*"/g;
const sensitiveScalar = /"([A-Za-z-]+)"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|true|false|null)/g;
// 12 to 19 digits, optionally grouped by single spaces or dashes (how card numbers are typed).
// A UUID (the correlation ids, the sandbox's resource ids) is matched first and kept whole: its
// digits run across its dashes often enough (one random UUID in about 30) to look like a card
// number, and a blanked id could no longer be traced.
const cardNumberLike = /\d(?:[ -]?\d){11,18}/;
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const uuidOrCardNumberLike = new RegExp(`${uuid.source}|${cardNumberLike.source}`, 'gi');
const basicCredentials = /\bBasic\s+[A-Za-z0-9+/=]{4,}/gi;

// The quick tests. A sensitive key as a JSON key; a card-like digit run anywhere except pino's
// own "time" (epoch ms, 13 digits) or within a longer run; the word Basic.
const anySensitiveKey = new RegExp(`"(?:${[...sensitiveKeys].join('|')})"\\s*:`, 'i');
const anyCardNumberLike = /(?<!"time":)(?<!\d)\d(?:[ -]?\d){11,18}/;
const anyBasic = /\bBasic\s/i;

/** Blanks secrets and card data in one serialised log line. */
export function scrubLogLine(line: string): string {
  const withoutKeys = anySensitiveKey.test(line)
    ? line.replace(sensitiveScalar, (match, key: string) =>
        sensitiveKeys.has(key.toLowerCase()) ? `"${key}":"${censor}"` : match,
      )
    : line;
  if (!anyCardNumberLike.test(withoutKeys) && !anyBasic.test(withoutKeys)) return withoutKeys;
  return withoutKeys.replace(jsonString, (literal) =>
    literal
      .replace(uuidOrCardNumberLike, (match) => (uuid.test(match) ? match : censor))
      .replace(basicCredentials, `Basic ${censor}`),
  );
}

/** The longest request URL a log line carries; a longer one is cut and ends with `…`. */
export const maxLoggedUrlLength = 300;

/**
 * A request URL as a request log line shows it: the path as it came, and the query's names
 * with their values only for the names in `keepValues` (known to be harmless, such as the
 * demo's `environment`); every other value reads `[redacted]`, so a token, a signed page
 * address or a shopper's data put in a query string never reaches a log. Nothing is decoded
 * or re-encoded; the result is cut at `maxLoggedUrlLength`. Card-number-like digit runs in the
 * path or a kept value are still blanked by scrubLogLine on the finished line.
 */
export function logUrl(url: string, keepValues: ReadonlySet<string>): string {
  const queryStart = url.indexOf('?');
  let logged = url;
  if (queryStart !== -1) {
    const query = url
      .slice(queryStart + 1)
      .split('&')
      .map((pair) => {
        const equals = pair.indexOf('=');
        if (equals === -1) return pair;
        const name = pair.slice(0, equals);
        return keepValues.has(name) ? pair : `${name}=${censor}`;
      })
      .join('&');
    logged = `${url.slice(0, queryStart)}?${query}`;
  }
  return logged.length > maxLoggedUrlLength
    ? `${logged.slice(0, maxLoggedUrlLength - 1)}…`
    : logged;
}
