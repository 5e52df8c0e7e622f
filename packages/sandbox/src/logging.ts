// The sandbox's log, shaped like the site's (apps/server/src/plugins/logging.ts): every line
// says `service: 'sandbox'` (it runs in the site's process, on a thread of its own, so pid and
// hostname are the site's), each request gets a random UUID as its id (never one a caller
// chose), and each request is ONE line, written once it has been answered ('request
// completed': method, URL, status, time, and the WP-CorrelationId the sandbox answered with,
// which is the caller's own when it sent a sane one, so the site's line for a provider call
// and the sandbox's line for the same call join on `correlationId`). The arrival is logged at
// `debug` only.
// Never a body or a header: card numbers and CVCs are posted to the sessions and the hosted
// pages. URLs lose their query values but for a few harmless names, and every line is scrubbed
// like the site's (@sjd/cards/log-scrubbing), for a card number typed into a path.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { censor, logUrl, scrubLogLine } from '@sjd/cards/log-scrubbing';
import type { SandboxConfig } from './config';

/** What every line of the sandbox says about who wrote it. */
export const logService = 'sandbox';

/** Query parameters whose values are logged as they came (all others read `[redacted]`). */
const loggedQueryValues: ReadonlySet<string> = new Set([
  'transactionReference',
  'parent',
  'language',
  'debug',
]);

function requestFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: logUrl(request.url, loggedQueryValues),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The request's one line, once it has been answered. */
function writeRequestLine(
  error: Error | null | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  elapsedMs: number,
): void {
  const endpoint = request.routeOptions.config.endpoint?.id;
  const fields = {
    req: request,
    res: reply,
    responseTime: Math.round(elapsedMs * 10) / 10,
    ...(request.correlationId ? { correlationId: request.correlationId } : {}),
    ...(endpoint ? { endpoint } : {}),
  };
  if (error) reply.log.error({ ...fields, err: error }, 'request errored');
  else reply.log.info(fields, 'request completed');
}

/** One line per request, once answered; its arrival at `debug`. */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    writeRequestLine(error, request, reply, reply.elapsedTime);
  }
}

/**
 * The line for a request Fastify's router refused before any route or hook ran
 * (`frameworkErrors`: a malformed percent-encoding, an id longer than a path parameter may be),
 * which Fastify does not log as answered: written once the answer has gone.
 */
export function logOnceAnswered(request: FastifyRequest, reply: FastifyReply): void {
  const started = performance.now();
  reply.raw.once('finish', () =>
    writeRequestLine(null, request, reply, performance.now() - started),
  );
}

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

/** The Fastify options that shape the sandbox's log (see the top of this file). */
export function sandboxLogging(
  config: Pick<SandboxConfig, 'logLevel'>,
  stream?: LogStream,
): {
  logger: false | (LoggerOptions & { stream?: LogStream });
  logController: LogController;
  requestIdHeader: false;
  genReqId: () => string;
} {
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            base: { service: logService, pid: process.pid, hostname: hostname() },
            serializers: { req: requestFields },
            redact: { paths: ['req.headers.authorization'], censor },
            hooks: { streamWrite: scrubLogLine },
            ...(stream ? { stream } : {}),
          },
    logController: new OneLinePerRequest(),
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The WP-CorrelationId this request is answered with (api/http.ts), for its log line. */
    correlationId: string | null;
  }
}
