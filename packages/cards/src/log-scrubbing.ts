// Blanks secrets and card data in one serialised JSON log line (pino's `hooks.streamWrite`), for
// the server's and the sandbox's loggers: a card number, CVC or credential must not reach a log
// even by accident (an error message quoting a value, a URL a shopper typed a card number into,
// a future debug line). It rewrites the values of sensitive JSON keys wherever they are nested,
// card-number-like digit runs inside any JSON string — as typed (spaces, dashes, dots, plus signs,
// underscores between the digits) and as a URL carries them (`%20`, `%2D`, `+` for the separators,
// `%34%30…` for the digits, encoded once or twice) —, `cvc=…` / `password=…` pairs in a string
// (a path segment, a query, an error message quoting one), and `Basic …` credentials. Quick tests
// skip the rewriting of lines that hold none of these (most of them).
// logUrl decodes what it keeps of a request URL and blanks a path segment or query value whose
// decoded text holds card data, so no separator or encoding this file did not foresee gets one
// through.

export const censor = '[redacted]';

/** Names of credentials and card data, as JSON keys and as `name=value` pairs alike. */
const sensitiveNames = [
  'password',
  'username',
  'cardnumber',
  'pan',
  'cvc',
  'cvv',
  'cvn',
  'securitycode',
  'carddata',
];

/** JSON keys whose values are secrets or card data, compared case-insensitively. */
const sensitiveKeys = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  ...sensitiveNames,
]);

/** Names whose `name=value` pairs are blanked inside strings (URLs, messages quoting them). */
const sensitivePairNames = [...sensitiveNames, 'passwd', 'cvc2'];

// A JSON string literal (keys included), or a key followed by a scalar value.
const jsonString = /"(?:[^"\\]|\\.)*"/g;
const sensitiveScalar = /"([A-Za-z-]+)"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|true|false|null)/g;

// A digit as text or URL-encoded (%34, or %2534 encoded twice), and one separator between two
// digits: a space, dash, plus, dot or underscore, likewise encoded or not (`+` is a space in a
// query).
const digit = String.raw`(?:%(?:25)?3\d|\d)`;
const separator = String.raw`(?:[ +._-]|%(?:25)?(?:20|2[BbDdEe]|5[Ff]))`;
// 12 to 19 digits with at most one separator between two (how card numbers are typed).
const cardNumberLike = `${digit}(?:${separator}?${digit}){11,18}`;
// Kept whole where they would look like card numbers: a UUID (the correlation ids, the
// sandbox's resource ids; its digits run across its dashes often enough — one random UUID in
// about 30 — to look like a card number, and a blanked id could no longer be traced) and an IPv4
// address (up to 12 digits across its dots: a client's remoteAddress).
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const ipv4 = /(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])/;
const keptWhole = new RegExp(`^(?:${uuid.source}|${ipv4.source})$`, 'i');
const keptOrCardNumberLike = new RegExp(`${uuid.source}|${ipv4.source}|${cardNumberLike}`, 'gi');
const basicCredentials = /\bBasic\s+[A-Za-z0-9+/=]{4,}/gi;
// `cvc=123`, `password%3Dx`: the name (after anything but a letter, or after an encoded
// character such as `%3F`), `=` as text or encoded, and the value up to the next separator of a
// URL or a message.
const pairName = `(?<=^|[^A-Za-z]|%[0-9A-Fa-f]{2})(${sensitivePairNames.join('|')})`;
const pairEquals = '(=|%(?:25)?3[Dd])';
const pairValue = String.raw`(?:(?!%(?:25)?26)[^&;/?#\s"\\])*`;
const sensitivePair = new RegExp(`${pairName}${pairEquals}${pairValue}`, 'gi');

// The quick tests. A sensitive key as a JSON key; a card-like digit run anywhere except pino's
// own "time" (epoch ms, 13 digits) or within a longer run; a sensitive pair; the word Basic.
const anySensitiveKey = new RegExp(`"(?:${[...sensitiveKeys].join('|')})"\\s*:`, 'i');
const anyCardNumberLike = new RegExp(`(?<!"time":)(?<!\\d)${cardNumberLike}`);
const anySensitivePair = new RegExp(`(?:${sensitivePairNames.join('|')})${pairEquals}`, 'i');
const anyBasic = /\bBasic\s/i;

/** Blanks card data, sensitive pairs and credentials inside one string (no JSON syntax). */
function scrubText(text: string): string {
  return text
    .replace(keptOrCardNumberLike, (match) => (keptWhole.test(match) ? match : censor))
    .replace(sensitivePair, (_match, name: string, equals: string) => `${name}${equals}${censor}`)
    .replace(basicCredentials, `Basic ${censor}`);
}

/** Blanks secrets and card data in one serialised log line. */
export function scrubLogLine(line: string): string {
  const withoutKeys = anySensitiveKey.test(line)
    ? line.replace(sensitiveScalar, (match, key: string) =>
        sensitiveKeys.has(key.toLowerCase()) ? `"${key}":"${censor}"` : match,
      )
    : line;
  if (
    !anyCardNumberLike.test(withoutKeys) &&
    !anySensitivePair.test(withoutKeys) &&
    !anyBasic.test(withoutKeys)
  ) {
    return withoutKeys;
  }
  return withoutKeys.replace(jsonString, scrubText);
}

// In decoded text any one character that is not a letter or a digit may separate the digits
// (a no-break space, a slash): what a shopper can type, a URL can carry.
const decodedCardNumberLike = /\d(?:[^\p{L}\p{N}]?\d){11,18}/u;
const decodedKeptWhole = new RegExp(`${uuid.source}|${ipv4.source}`, 'gi');
const decodedSensitivePair = new RegExp(`(?<![A-Za-z])(?:${sensitivePairNames.join('|')})=`, 'i');

/** Percent-decoding, repeated for text encoded twice or thrice; malformed input stays as it is. */
function decoded(text: string): string {
  let current = text;
  for (let round = 0; round < 3 && current.includes('%'); round += 1) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      current = next;
    } catch {
      break;
    }
  }
  return current;
}

/** Whether a URL's path segment or query value, decoded, holds card data or a secret pair. */
function holdsCardData(text: string, isQuery: boolean): boolean {
  const plain = decoded(isQuery ? text.replace(/\+/g, ' ') : text);
  return (
    decodedCardNumberLike.test(plain.replace(decodedKeptWhole, ' ')) ||
    decodedSensitivePair.test(plain)
  );
}

/** The longest request URL a log line carries; a longer one is cut and ends with `…`. */
export const maxLoggedUrlLength = 300;

/**
 * A request URL as a request log line shows it: the path as it came, and the query's names
 * with their values only for the names in `keepValues` (known to be harmless, such as the
 * demo's `environment`); every other value reads `[redacted]`, so a token, a signed page
 * address or a shopper's data put in a query string never reaches a log. What is kept is
 * checked once decoded: a path segment, query name or kept value whose decoded text holds
 * something card-number-like or a `cvc=` / `password=` pair reads `[redacted]` as a whole.
 * Nothing else is decoded or re-encoded; the result is cut at `maxLoggedUrlLength`, and
 * scrubLogLine goes over the finished line as over every other.
 */
export function logUrl(url: string, keepValues: ReadonlySet<string>): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart))
    .split('/')
    .map((segment) => (holdsCardData(segment, false) ? censor : segment))
    .join('/');
  let logged = path;
  if (queryStart !== -1) {
    const query = url
      .slice(queryStart + 1)
      .split('&')
      .map((pair) => {
        const equals = pair.indexOf('=');
        const rawName = equals === -1 ? pair : pair.slice(0, equals);
        const name = holdsCardData(rawName, true) ? censor : rawName;
        if (equals === -1) return name;
        const value = pair.slice(equals + 1);
        const isKept = keepValues.has(rawName) && !holdsCardData(value, true);
        return `${name}=${isKept ? value : censor}`;
      })
      .join('&');
    logged = `${path}?${query}`;
  }
  return logged.length > maxLoggedUrlLength
    ? `${logged.slice(0, maxLoggedUrlLength - 1)}…`
    : logged;
}
