// The sandbox's log (request-log.ts, shared with the site): `service: 'sandbox'`, one line per
// request with the WP-CorrelationId the sandbox answered with (the caller's own when it sent a
// sane one, so the site's line for a provider call and the sandbox's line for the same call
// join on `correlationId`) and the endpoint. Card numbers and CVCs are posted to the sessions
// and the hosted pages: bodies are never logged, and the shared scrubbing covers a card number
// typed into a path.
import { requestLog } from './request-log';

export type { LogStream } from './request-log';

export const sandboxLog = requestLog({
  service: 'sandbox',
  loggedQueryValues: new Set(['transactionReference', 'parent', 'language', 'debug']),
  redactPaths: ['req.headers.authorization'],
  lineFields: (request) => {
    const endpoint = request.routeOptions.config.endpoint?.id;
    return {
      fields: {
        ...(request.correlationId ? { correlationId: request.correlationId } : {}),
        ...(endpoint ? { endpoint } : {}),
      },
      isWarning: false,
    };
  },
});

export const { logOnceAnswered } = sandboxLog;

declare module 'fastify' {
  interface FastifyRequest {
    /** The WP-CorrelationId this request is answered with (api/http.ts), for its log line. */
    correlationId: string | null;
  }
}
