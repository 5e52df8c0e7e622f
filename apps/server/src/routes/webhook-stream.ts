// GET /api/webhooks/stream (issue 30): server-sent events, each event the receiver accepted for a
// payment of this visitor's (and what it did with it; @sjd/contracts WebhookMessage), never
// another visitor's (webhooks/webhook-hub.ts). Reconnecting with Last-Event-ID, or `?after=`
// after a reload, replays this visitor's recent messages after that one, however many bytes they
// make: the catch-up is written as the browser reads it, then the stream goes live. Streams are capped per
// instance, per visitor and per client address (503 tooManyStreams beyond them).
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import {
  apiErrorSchema,
  sitePaths,
  streamIdPattern,
  webhookStreamQuerySchema,
} from '@sjd/contracts';
import type { ZodTypeProvider } from '../plugins/zod-schemas';
import type { Visitors } from '../visitors/visitors';
import { EventStream } from '../webhooks/event-stream';
import { webhookErrorCodes } from '../webhooks/incoming-event';
import type { WebhookHub } from '../webhooks/webhook-hub';

/**
 * Streams one client address may hold open: cookies are free, so the per-visitor cap alone let
 * one client take them all. 50, not fewer: visitors behind one NAT (an event's wifi) share an
 * address, as they share its rate limit; behind a load balancer set TRUST_PROXY.
 */
export const maxStreamsPerAddress = 50;

const tooMany = (reply: FastifyReply) =>
  reply.status(503).send({
    error: webhookErrorCodes.tooManyStreams,
    message: 'Too many event streams are open; close a tab or try again later',
  });

export function webhookStreamRoutes(hub: WebhookHub, visitors: Visitors): FastifyPluginAsync {
  return async (fastify) => {
    visitors.identify(fastify);
    /** Open streams per client address. */
    const perAddress = new Map<string, number>();
    // Streams are held open: end them first when the server closes, or closing waits for them.
    fastify.addHook('preClose', (done) => {
      hub.closeAll();
      done();
    });
    fastify.withTypeProvider<ZodTypeProvider>().get(
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
        const address = request.ip;
        const fromAddress = perAddress.get(address) ?? 0;
        if (fromAddress >= maxStreamsPerAddress) {
          tooMany(reply);
          return;
        }

        const stream = new EventStream(request, reply);
        const unsubscribe = hub.subscribe(request.visitorId, afterSeq, stream.sink);
        if (!unsubscribe) {
          stream.body.destroy();
          tooMany(reply);
          return;
        }
        // The hub writes a catch-up later, paced by the browser's reading (webhook-hub.ts), so
        // nothing ends the stream before it starts; were it ended, it must not count below.
        if (stream.closed) return;
        perAddress.set(address, fromAddress + 1);
        stream.start(unsubscribe, () => {
          const open = (perAddress.get(address) ?? 1) - 1;
          if (open > 0) perAddress.set(address, open);
          else perAddress.delete(address);
        });
        if (stream.closed) return;
        void reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(stream.body);
      },
    );
  };
}
