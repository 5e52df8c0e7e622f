// pino options for the server, and its request log: ONE line per request, written when the
// answer has gone ('request completed': method, url, host, address, status, time, and for the
// proxy routes the provider call's endpoint, status, timing and correlation id). Fastify's own
// pair of lines per request ('incoming request' + 'request completed') and a third for the
// provider call made logging a fifth of the proxy's CPU time (bench/proxy.ts profile); failures
// (a provider timeout, an unreachable provider, an error) still get a warn or error line of
// their own at once.
// Request bodies are never logged, but a card number, CVC or credential must not reach a log
// line even by accident (an error message quoting a value, a future debug line). Two layers:
// - pino `redact` paths for the headers we know carry secrets (cheap, exact);
// - a last pass over every finished line (`hooks.streamWrite`, scrubLogLine from
//   @sjd/cards/log-scrubbing, shared with the sandbox's logger) that blanks the values of
//   sensitive JSON keys wherever they are nested, card-number-like digit runs inside any JSON
//   string, and `Basic …` credentials. It runs on the serialised line because pino applies
//   serializers after `formatters.log`, so only the final text is complete.
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { censor, scrubLogLine } from '@sjd/cards/log-scrubbing';
import type { AppConfig } from '../config/env';
import type { ProviderLogFields } from '../proxy/call-provider';

export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
];

/**
 * Fastify's request logging, one line per request: nothing when it arrives, one 'request
 * completed' (or 'request errored') line when it has been answered, with the provider call.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = {
      req: request,
      res: reply,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(request.providerCall ? { provider: request.providerCall } : {}),
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

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
