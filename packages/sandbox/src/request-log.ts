// The request log both services write, the site (apps/server) and the sandbox: every line names
// the service that wrote it (they share one process, so pid and hostname cannot tell them
// apart), each request's id is a random UUID (never one a caller chose: browsers reach both
// directly, so a caller could reuse or collide ids; a UUID is also kept whole by the log
// scrubbing, where a counter could look like a card number), and each request is ONE line,
// written once it has been answered ('request completed', or 'request errored'), with what the
// service adds (the site its provider call, the sandbox its endpoint; both the WP-CorrelationId,
// on which a site line and the sandbox's line for the same call join). The arrival is logged at
// `debug` only. Never a body or a header: URLs lose their query values but for a few harmless
// names, and every finished line is scrubbed (@sjd/cards/log-scrubbing).
// It lives in the sandbox package, the lower of the two (the server imports the sandbox).
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import { censor, logUrl, scrubLogLine } from '@sjd/cards/log-scrubbing';

/** Where log lines go instead of stdout (tests read them). */
export interface LogStream {
  write(line: string): void;
}

export interface RequestLogShape {
  service: 'site' | 'sandbox';
  /** Query parameters whose values are logged as they came (all others read `[redacted]`). */
  loggedQueryValues: ReadonlySet<string>;
  /** pino `redact` paths for what is known to carry secrets. */
  redactPaths: string[];
  /** What this service adds to a request's line; a warning makes it a warn line. */
  lineFields(request: FastifyRequest): { fields: Record<string, unknown>; isWarning: boolean };
}

export interface RequestLog {
  /** The Fastify options: the pino logger, one line per request, UUID request ids. */
  options(
    logLevel: string,
    stream?: LogStream,
  ): {
    logger: false | (LoggerOptions & { stream?: LogStream });
    logController: LogController;
    requestIdHeader: false;
    genReqId: () => string;
  };
  /**
   * The line for a request Fastify's router refused before any route or hook ran
   * (`frameworkErrors`: a malformed percent-encoding, a path parameter too long), which Fastify
   * does not log as answered: written once the answer has gone.
   */
  logOnceAnswered(request: FastifyRequest, reply: FastifyReply): void;
}

export function requestLog(shape: RequestLogShape): RequestLog {
  /** The request as a log line shows it: no headers, no body, no port, no query values. */
  const requestFields = (request: FastifyRequest) => ({
    method: request.method,
    url: logUrl(request.url, shape.loggedQueryValues),
    host: request.host,
    remoteAddress: request.ip,
  });

  const writeRequestLine = (
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    elapsedMs: number,
  ): void => {
    const { fields: added, isWarning } = shape.lineFields(request);
    const fields = {
      req: request,
      res: reply,
      responseTime: Math.round(elapsedMs * 10) / 10,
      ...added,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (isWarning) reply.log.warn(fields, 'request completed');
    else if (request.routeOptions.config.quietLog && reply.statusCode < 400) {
      reply.log.debug(fields, 'request completed');
    } else reply.log.info(fields, 'request completed');
  };

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

  return {
    options: (logLevel, stream) => ({
      logger:
        logLevel === 'silent'
          ? false
          : {
              level: logLevel,
              base: { service: shape.service, pid: process.pid, hostname: hostname() },
              serializers: { req: requestFields },
              redact: { paths: shape.redactPaths, censor },
              hooks: { streamWrite: scrubLogLine },
              ...(stream ? { stream } : {}),
            },
      logController: new OneLinePerRequest(),
      requestIdHeader: false,
      genReqId: () => randomUUID(),
    }),
    logOnceAnswered: (request, reply) => {
      const started = performance.now();
      reply.raw.once('finish', () =>
        writeRequestLine(null, request, reply, performance.now() - started),
      );
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose answered line is written at debug, not info (health probes). */
    quietLog?: boolean;
  }
}
