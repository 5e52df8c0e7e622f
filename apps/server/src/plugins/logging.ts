// pino options for the server. Request bodies are never logged (Fastify logs method, url, host
// and address only, and the proxy logs the endpoint, status and timing of each provider call),
// but a card number, CVC or credential must not reach a log line even by accident (an error
// message quoting a value, a future debug line). Two layers:
// - pino `redact` paths for the headers we know carry secrets (cheap, exact);
// - a last pass over every finished line (`hooks.streamWrite`) that blanks the values of
//   sensitive JSON keys wherever they are nested, card-number-like digit runs inside any JSON
//   string, and `Basic …` credentials. It runs on the serialised line because pino applies
//   serializers after `formatters.log`, so only the final text is complete.
import type { DestinationStream, LoggerOptions } from 'pino';
import type { AppConfig } from '../config/env';

export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
];

const censor = '[redacted]';

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
const cardNumberLike = /\d(?:[ -]?\d){11,18}/g;
const basicCredentials = /\bBasic\s+[A-Za-z0-9+/=]{4,}/gi;

/** Blanks secrets and card data in one serialised log line. */
export function scrubLogLine(line: string): string {
  const withoutKeys = line.replace(sensitiveScalar, (match, key: string) =>
    sensitiveKeys.has(key.toLowerCase()) ? `"${key}":"${censor}"` : match,
  );
  return withoutKeys.replace(jsonString, (literal) =>
    literal.replace(cardNumberLike, censor).replace(basicCredentials, `Basic ${censor}`),
  );
}

export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.logLevel,
    redact: { paths: logRedactPaths, censor },
    hooks: { streamWrite: scrubLogLine },
    ...(stream ? { stream } : {}),
  };
}
