// The provider's events (issue 30, provider-lifecycle.md §2.2, sandbox README "Events
// (webhooks)"), inbound, so outside the proxy's allow-list:
// - POST /api/webhooks: the receiver. Verifies `Event-Signature` on the raw body (timing-safe,
//   several signatures and key ids), answers 400 to a missing or bad one, de-duplicates by
//   eventId, ignores an event older than the last one applied to its payment, and answers 200 at
//   once: handing the event to the browsers only writes into their streams' buffers.
// - GET /api/webhooks/stream: server-sent events, each accepted event (and what the receiver did
//   with it) to the visitor whose payment it is, never to another (webhooks/webhook-hub.ts).
// Both sit in the /api scope: its rate limit applies, and the receiver takes bodies up to
// PROXY_BODY_LIMIT_BYTES like the proxy routes.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import {
  apiErrorSchema,
  proxyErrorCodes,
  sitePaths,
  streamIdPattern,
  webhookReceivedSchema,
  webhookStreamQuerySchema,
} from '@sjd/contracts';
import type { AppConfig } from '../config/env';
import type { ZodTypeProvider } from '../plugins/zod-schemas';
import {
  eventSignatureHeader,
  verifyEventSignature,
  type SignatureCheck,
} from '../webhooks/signature';
import type { ReceptionLog } from '../webhooks/receptions';
import { ReceiverFaults, failedOnPurposeCode, type Arrival } from '../webhooks/receiver-faults';
import { identifyVisitors, type VisitorCookies } from '../webhooks/visitor-cookie';
import type { VisitorFaults } from '../webhooks/visitor-faults';
import type { WebhookHub } from '../webhooks/webhook-hub';

/** The provider's media type for events [H]; plain JSON is taken too (hand-made tests, curl). */
export const eventsMediaType = 'application/vnd.worldpay.events-v1.hal+json';

export const webhookErrorCodes = {
  signatureMissing: 'webhookSignatureMissing',
  signatureInvalid: 'webhookSignatureInvalid',
  eventMalformed: 'webhookEventMalformed',
  failedOnPurpose: failedOnPurposeCode,
  tooManyStreams: 'tooManyStreams',
} as const;

/** Unsent stream bytes beyond which a browser is too far behind: its stream is closed. */
export const maxBufferedStreamBytes = 256 * 1024;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
const keepAliveMs = 25_000;
/**
 * Streams one client address may hold open: cookies are free, so the per-visitor cap alone let
 * one client take them all. 50, not fewer: visitors behind one NAT (an event's wifi) share an
 * address, as they share its rate limit; behind a load balancer set TRUST_PROXY.
 */
export const maxStreamsPerAddress = 50;
/** A stream is ended after this long; the browser's EventSource reconnects with Last-Event-ID. */
export const streamLifetimeMs = 30 * 60_000;

const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})?$/;

const eventSchema = z.looseObject({
  eventId: z.string().check(z.minLength(1), z.maxLength(128)),
  eventTimestamp: z.string().check(z.regex(timestampPattern)),
  /** tokenCreated's own envelope names its type here. */
  eventType: z.optional(z.string().check(z.maxLength(64))),
  eventDetails: z.looseObject({
    transactionReference: z.string().check(z.minLength(1), z.maxLength(128)),
    type: z.optional(z.string().check(z.maxLength(64))),
  }),
});

/** eventTimestamp is UTC without a zone [H]; one with a zone is taken as written. */
function epochOf(timestamp: string): number {
  return Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(timestamp) ? timestamp : `${timestamp}Z`);
}

const signatureMessages: Record<Exclude<SignatureCheck, { ok: true }>['reason'], string> = {
  missing: 'The event carries no Event-Signature header',
  malformed: 'Event-Signature must be {keyId}/SHA256/{64 hex digits}, comma-separated',
  unknownKey: 'No signature in Event-Signature uses a key id this server holds',
  mismatch: 'No signature in Event-Signature matches the body',
};

function badEvent(reply: FastifyReply, error: string, message: string) {
  return reply.status(400).send({ error, message });
}

/** The receiver's memory beside the hub: the visitors' faults and what it received. */
export interface ReceiverState {
  faults: VisitorFaults;
  receptions: ReceptionLog;
}

/** The reference, id and type an unverified body names, if it names them. */
function namedIn(raw: Buffer) {
  try {
    const parsed = eventSchema.safeParse(JSON.parse(raw.toString('utf8')));
    if (!parsed.success) return null;
    const { eventId, eventType, eventDetails } = parsed.data;
    return {
      eventId,
      transactionReference: eventDetails.transactionReference,
      type: eventDetails.type ?? eventType ?? null,
    };
  } catch {
    return null;
  }
}

export function webhookRoutes(
  config: AppConfig,
  hub: WebhookHub,
  cookies: VisitorCookies,
  state: ReceiverState,
): FastifyPluginAsync {
  const receiverFaults = new ReceiverFaults(hub, state.faults, state.receptions);
  return async (fastify) => {
    await fastify.register(async (receiver) => {
      // The raw bytes, unparsed: the signature is over them exactly as they came.
      receiver.removeAllContentTypeParsers();
      receiver.addContentTypeParser(
        [eventsMediaType, 'application/json'],
        { parseAs: 'buffer' },
        (_request, body, done) => done(null, body),
      );
      receiver.withTypeProvider<ZodTypeProvider>().post(
        sitePaths.webhooks,
        {
          bodyLimit: config.proxy.bodyLimitBytes,
          compress: false,
          // A counter of its own, ten times the visitors' budget: with `npm start` the built-in
          // sandbox and the local browser share one address, and a visitor's clicks must not
          // spend the provider's deliveries (a refused one waits 15 minutes for its retry).
          config: {
            rateLimit: {
              max: config.rateLimit.max * 10,
              timeWindow: config.rateLimit.windowMs,
            },
          },
          schema: {
            response: { 200: webhookReceivedSchema, 400: apiErrorSchema, 500: apiErrorSchema },
          },
        },
        async (request, reply) => {
          const raw = request.body;
          const header = request.headers[eventSignatureHeader];
          if (!Buffer.isBuffer(raw)) {
            return badEvent(reply, proxyErrorCodes.badRequest, 'The event has no body');
          }
          const arrival: Arrival = {
            raw,
            receivedAt: new Date().toISOString(),
            contentType: request.headers['content-type'] ?? null,
            signature: Array.isArray(header) ? header.join(',') : (header ?? null),
          };
          const keys = config.webhooks.keys;
          if (keys.length === 0) {
            return badEvent(
              reply,
              webhookErrorCodes.signatureInvalid,
              'No webhook secret is configured (WEBHOOK_SECRETS): events cannot be verified',
            );
          }
          const check = verifyEventSignature(header, raw, keys);
          if (!check.ok) {
            const code =
              check.reason === 'missing'
                ? webhookErrorCodes.signatureMissing
                : webhookErrorCodes.signatureInvalid;
            await receiverFaults.reportRejected(arrival, namedIn(raw), {
              error: code,
              message: signatureMessages[check.reason],
            });
            return badEvent(reply, code, signatureMessages[check.reason]);
          }

          let json: unknown;
          try {
            json = JSON.parse(raw.toString('utf8'));
          } catch {
            return badEvent(reply, webhookErrorCodes.eventMalformed, 'The event is not JSON');
          }
          const parsed = eventSchema.safeParse(json);
          const at = parsed.success ? epochOf(parsed.data.eventTimestamp) : Number.NaN;
          const type = parsed.success
            ? (parsed.data.eventDetails.type ?? parsed.data.eventType)
            : undefined;
          if (!parsed.success || Number.isNaN(at) || type === undefined) {
            return badEvent(
              reply,
              webhookErrorCodes.eventMalformed,
              'The event needs eventId, eventTimestamp and eventDetails{transactionReference, type} (or eventType)',
            );
          }

          const { eventId } = parsed.data;
          const reference = parsed.data.eventDetails.transactionReference;
          const named = { eventId, transactionReference: reference, type };
          const failed = await receiverFaults.failFirstAttempt(arrival, {
            ...named,
            at,
            keyId: check.keyId,
            json,
          });
          if (failed) return reply.status(500).send(failed);
          const owner = await hub.ownerOf(reference);
          const { outcome, owned } = await hub.receive(
            {
              eventId,
              at,
              transactionReference: reference,
              type,
              isPaymentState: parsed.data.eventType === undefined,
              keyId: check.keyId,
              signature: arrival.signature ?? '',
              body: json,
            },
            () => ({ faults: receiverFaults.activeFor(owner) }),
          );
          await receiverFaults.record(
            arrival,
            named,
            { status: 200, body: { received: true, outcome } },
            outcome,
          );
          request.log.debug({ eventId, type, outcome, owned }, 'webhook received');
          return reply.send({ received: true, outcome });
        },
      );
    });

    await fastify.register(async (streamScope) => {
      identifyVisitors(streamScope, cookies);
      /** Open streams per client address. */
      const perAddress = new Map<string, number>();
      // Streams are held open: end them first when the server closes, or closing waits for them.
      streamScope.addHook('preClose', (done) => {
        hub.closeAll();
        done();
      });
      streamScope.withTypeProvider<ZodTypeProvider>().get(
        sitePaths.webhookStream,
        {
          compress: false,
          schema: {
            querystring: webhookStreamQuerySchema,
            // 200 is a text/event-stream of WebhookMessages (its media type and words are in
            // openapi/operations.ts); a stream is piped, never serialised.
            response: {
              200: z.custom<PassThrough>((value) => value instanceof PassThrough),
              503: apiErrorSchema,
            },
          },
        },
        (request, reply) => {
          const lastEventId = request.headers['last-event-id'];
          const after = typeof lastEventId === 'string' ? lastEventId : request.query.after;
          const afterSeq = after && streamIdPattern.test(after) ? Number(after) : null;

          const tooMany = () =>
            reply.status(503).send({
              error: webhookErrorCodes.tooManyStreams,
              message: 'Too many event streams are open; close a tab or try again later',
            });
          const address = request.ip;
          const fromAddress = perAddress.get(address) ?? 0;
          if (fromAddress >= maxStreamsPerAddress) {
            tooMany();
            return;
          }

          const stream = new PassThrough();
          // Ending a stream frees it at once: a client that stopped reading must not keep what
          // was buffered for it (the browser reconnects with Last-Event-ID).
          const socket = request.raw.socket;
          // Set once subscribed; a replay that overflows closes the stream before that.
          const timers: {
            keepAlive?: ReturnType<typeof setInterval>;
            lifetime?: ReturnType<typeof setTimeout>;
          } = {};
          let counted = false;
          let closed = false;
          let unsubscribe: (() => void) | null = null;
          const cleanup = () => {
            if (closed) return;
            closed = true;
            clearInterval(timers.keepAlive);
            clearTimeout(timers.lifetime);
            socket.off('close', cleanup);
            unsubscribe?.();
            stream.destroy();
            reply.raw.destroy();
            if (!counted) return;
            const open = (perAddress.get(address) ?? 1) - 1;
            if (open > 0) perAddress.set(address, open);
            else perAddress.delete(address);
          };
          const sink = {
            write(chunk: string) {
              if (stream.writableLength > maxBufferedStreamBytes || stream.writableEnded) {
                return false;
              }
              stream.write(chunk);
              return true;
            },
            close: cleanup,
          };
          // The retry hint first: it also sends the headers at once.
          stream.write('retry: 3000\n\n');
          unsubscribe = hub.subscribe(request.visitorId, afterSeq, sink);
          if (!unsubscribe) {
            stream.destroy();
            tooMany();
            return;
          }
          if (closed) return;
          perAddress.set(address, fromAddress + 1);
          counted = true;
          timers.keepAlive = setInterval(() => {
            if (!sink.write(': keep-alive\n\n')) cleanup();
          }, keepAliveMs);
          timers.lifetime = setTimeout(cleanup, streamLifetimeMs);
          // A pipelined request's response never sees 'close' when its socket dies, so the
          // socket's own 'close' ends the stream too (once, whichever comes first).
          socket.once('close', cleanup);
          reply.raw.on('close', cleanup);
          if (socket.destroyed || reply.raw.destroyed) cleanup();
          if (closed) return;
          void reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-store')
            .header('x-accel-buffering', 'no')
            .send(stream);
        },
      );
    });
  };
}
