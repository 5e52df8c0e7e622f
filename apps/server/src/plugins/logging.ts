// The site's log (the request log shared with the sandbox: @sjd/sandbox/request-log): ONE line
// per request, written when the answer has gone ('request completed'), `service: 'site'`, a
// random UUID as `reqId` (never one a caller chose). A proxy route's line adds the provider call: its
// `correlationId` (the WP-CorrelationId sent to the provider, which the sandbox logs on its own
// line for the same call: the two lines join on it) and `provider` {endpoint, method, path,
// status, ms}; a failed call (timeout, unreachable, not JSON…) makes it a warn line naming the
// `failure`. Fastify's own pair of lines per request ('incoming request' + 'request completed')
// and a third for the provider call made logging a fifth of the proxy's CPU time
// (bench/proxy.ts profile); the arrival is still logged at `debug`.
// Request bodies are never logged, but a card number, CVC or credential must not reach a log
// line even by accident (an error message quoting a value, a future debug line). Three layers:
// - the request's URL is logged without its query values (logUrl), but for `environment`;
// - pino `redact` paths for the headers we know carry secrets (cheap, exact);
// - a last pass over every finished line (`hooks.streamWrite`, scrubLogLine from
//   @sjd/cards/log-scrubbing, shared with the sandbox's logger) that blanks the values of
//   sensitive JSON keys wherever they are nested, card-number-like digit runs inside any JSON
//   string, and `Basic …` credentials. It runs on the serialised line because pino applies
//   serializers after `formatters.log`, so only the final text is complete.
import type { FastifyInstance } from 'fastify';
import { requestLog } from '@sjd/sandbox/request-log';
import type { ProviderLogFields } from '../proxy/call-provider';

export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
];

/** The provider call as its line shows it: the correlation id sits on the line itself. */
function providerFields(call: ProviderLogFields): Omit<ProviderLogFields, 'correlationId'> {
  const { correlationId: _onTheLine, ...rest } = call;
  return rest;
}

export const siteLog = requestLog({
  service: 'site',
  loggedQueryValues: new Set(['environment']),
  redactPaths: logRedactPaths,
  lineFields: (request) => {
    const call = request.providerCall;
    return call
      ? {
          fields: { correlationId: call.correlationId, provider: providerFields(call) },
          isWarning: call.failure !== undefined,
        }
      : { fields: {}, isWarning: false };
  },
});

export const { logOnceAnswered } = siteLog;

/** Room on every request for the proxy to name its provider call. */
export function registerRequestLog(app: FastifyInstance): void {
  app.decorateRequest('providerCall', null);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the proxy routes: the provider call this request made, for its log line. */
    providerCall: ProviderLogFields | null;
  }
}
