// pino options for the site, and its request log: ONE line per request, written when the
// answer has gone ('request completed'). Every line names the service that wrote it
// (`service: 'site'`; the built-in sandbox writes `service: 'sandbox'` from the same process,
// so pid and hostname cannot tell them apart) and carries a request id that is a random UUID
// (`reqId`), never one a caller chose. A proxy route's line adds the provider call: its
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
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { censor, logUrl, scrubLogLine } from '@sjd/cards/log-scrubbing';
import type { AppConfig } from '../config/env';
import type { ProviderLogFields } from '../proxy/call-provider';

/** What every line of the site says about who wrote it. */
export const logService = 'site';

export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
];

/** Query parameters whose values are logged as they came (all others read `[redacted]`). */
const loggedQueryValues: ReadonlySet<string> = new Set(['environment']);

/**
 * The request as a log line shows it. No headers, no body, no port; the URL without its query
 * values. `host` is the Host header (the name the visitor used) and `remoteAddress` the client's
 * address (a proxy's unless TRUST_PROXY says it may be believed).
 */
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
  const call = request.providerCall;
  const fields = {
    req: request,
    res: reply,
    responseTime: Math.round(elapsedMs * 10) / 10,
    ...(call ? { correlationId: call.correlationId, provider: providerFields(call) } : {}),
  };
  if (error) reply.log.error({ ...fields, err: error }, 'request errored');
  else if (call?.failure) reply.log.warn(fields, 'request completed');
  else reply.log.info(fields, 'request completed');
}

/**
 * Fastify's request logging, one line per request: its arrival at `debug` only, and one
 * 'request completed' (or 'request errored') line once it has been answered, with the
 * provider call when it made one.
 */
export class OneLinePerRequest extends LogController {
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
 * The line for a request Fastify's router refused before any route or hook ran (a malformed
 * percent-encoding, a path parameter too long: `frameworkErrors`), which Fastify does not
 * log as answered: written once the answer has gone.
 */
export function logOnceAnswered(request: FastifyRequest, reply: FastifyReply): void {
  const started = performance.now();
  reply.raw.once('finish', () =>
    writeRequestLine(null, request, reply, performance.now() - started),
  );
}

/** The provider call as its line shows it: the correlation id sits on the line itself. */
function providerFields(call: ProviderLogFields): Omit<ProviderLogFields, 'correlationId'> {
  const { correlationId: _onTheLine, ...rest } = call;
  return rest;
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

/**
 * The Fastify options that shape the site's log: the pino logger, one line per request, and
 * request ids that are random UUIDs. An `x-request-id` or `request-id` header is not taken as
 * the id (Fastify's requestIdHeader is off): browsers reach the site directly, so a caller could
 * reuse another request's id or make one collide, and nothing marks a balancer's header as
 * the balancer's own. A UUID is kept whole by the log scrubbing (a counter behind a random
 * prefix could look like a card number and be blanked).
 */
export function loggingOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: DestinationStream,
): {
  logger: false | (LoggerOptions & { stream?: DestinationStream });
  logController: LogController;
  requestIdHeader: false;
  genReqId: () => string;
} {
  return {
    logger: config.logLevel === 'silent' ? false : loggerOptions(config, stream),
    logController: new OneLinePerRequest(),
    requestIdHeader: false,
    genReqId: () => randomUUID(),
  };
}

export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.logLevel,
    base: { service: logService, pid: process.pid, hostname: hostname() },
    serializers: { req: requestFields },
    redact: { paths: logRedactPaths, censor },
    hooks: { streamWrite: scrubLogLine },
    ...(stream ? { stream } : {}),
  };
}
