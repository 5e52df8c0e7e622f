// POST /api/webhooks: the receiver of the provider's events (issue 30, provider-lifecycle.md
// §2.2, sandbox README "Events (webhooks)"), inbound, so outside the proxy's allow-list. Verifies
// `Event-Signature` on the raw body (timing-safe, several signatures and key ids), answers 400 to
// a missing or bad one, de-duplicates by eventId, ignores an event older than the last one applied
// to its payment, and answers 200 at once: handing the event to the browsers only writes into
// their streams' buffers (webhooks/webhook-hub.ts). A visitor's own faults may make it answer 500
// on purpose, or tell them of a delivery it refused (webhooks/receiver-faults.ts). It sits in the
// /api scope, with a rate limit of its own, and takes bodies up to PROXY_BODY_LIMIT_BYTES like
// the proxy routes.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiErrorSchema, proxyErrorCodes, sitePaths, webhookReceivedSchema } from '@sjd/contracts';
import type { AppConfig } from '../config/env';
import type { ZodTypeProvider } from '../plugins/zod-schemas';
import type { Visitors } from '../visitors/visitors';
import {
  checkSignature,
  eventsMediaType,
  namedIn,
  noSecretConfigured,
  readEvent,
  type Refusal,
} from '../webhooks/incoming-event';
import type { ReceptionLog } from '../webhooks/receptions';
import { ReceiverFaults, type Arrival } from '../webhooks/receiver-faults';
import { eventSignatureHeader } from '../webhooks/signature';
import type { WebhookHub } from '../webhooks/webhook-hub';

const badEvent = (reply: FastifyReply, refusal: Refusal) => reply.status(400).send(refusal);

export function webhookReceiverRoutes(
  config: AppConfig,
  hub: WebhookHub,
  visitors: Visitors,
  receptions: ReceptionLog,
): FastifyPluginAsync {
  const receiverFaults = new ReceiverFaults(
    hub,
    visitors.ledger,
    visitors.faults,
    receptions,
    visitors.simulator ? visitors.simulatorOf : null,
  );
  return async (receiver) => {
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
          rateLimit: { max: config.rateLimit.max * 10, timeWindow: config.rateLimit.windowMs },
        },
        schema: {
          response: { 200: webhookReceivedSchema, 400: apiErrorSchema, 500: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const raw = request.body;
        const header = request.headers[eventSignatureHeader];
        if (!Buffer.isBuffer(raw)) {
          return badEvent(reply, {
            error: proxyErrorCodes.badRequest,
            message: 'The event has no body',
          });
        }
        const arrival: Arrival = {
          raw,
          receivedAt: new Date().toISOString(),
          contentType: request.headers['content-type'] ?? null,
          signature: Array.isArray(header) ? header.join(',') : (header ?? null),
        };
        if (config.webhooks.keys.length === 0) return badEvent(reply, noSecretConfigured);
        const signature = checkSignature(header, raw, config.webhooks.keys);
        if (!signature.ok) {
          await receiverFaults.reportRejected(arrival, namedIn(raw), signature.refusal);
          return badEvent(reply, signature.refusal);
        }
        const read = readEvent(raw);
        if (!read.ok) return badEvent(reply, read.refusal);
        const { event } = read;
        const { keyId } = signature;

        const failed = await receiverFaults.failFirstAttempt(arrival, { ...event, keyId });
        if (failed) return reply.status(500).send(failed);
        const owner = await visitors.ledger.ownerOf(event.transactionReference);
        const { outcome, owned } = await hub.receive(
          { ...event, keyId, signature: arrival.signature ?? '', body: event.json },
          await visitors.faults.activeFor(owner),
        );
        const named = {
          eventId: event.eventId,
          transactionReference: event.transactionReference,
          type: event.type,
        };
        const answer = { received: true as const, outcome };
        await receiverFaults.record(arrival, named, { status: 200, body: answer }, outcome);
        request.log.debug(
          { eventId: event.eventId, type: event.type, outcome, owned },
          'webhook received',
        );
        return reply.send(answer);
      },
    );
  };
}
